import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { PackageItem } from '@/domain/iot';
import type { SeckillPhase } from '@/components/iot/home/PackageSeckill';
import { Countdown } from '@/components/ui/Countdown';
import { Price } from '@/components/ui/Price';
import { Tag } from '@/components/ui/Tag';
import { packageSummary } from './format';
import { theme } from '@/theme';

export interface PackageHeadProps {
  /** The package. */
  item: PackageItem;
  /** Seckill phase at server time; undefined for ordinary packages. */
  phase?: SeckillPhase;
  /** Server time minus device time in ms, for the countdown. */
  serverOffsetMs?: number;
  /** Device clock (stories pass a fixed one). */
  now?: () => number;
  /** The countdown reached zero (the window opened or closed). */
  onPhaseEnd?: () => void;
}

const Head = styled.section`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${theme.colors.textSecondary};
    font-size: ${theme.fontSizes.md};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
`;

const Window = styled.p<{ $open: boolean }>`
  && {
    color: ${({ $open }) => ($open ? theme.colors.danger : theme.colors.textMuted)};
    font-weight: ${theme.fontWeights.medium};
  }
`;

/** Name, price, data, validity and, for a flash sale, its window on server time. */
export function PackageHead({
  item,
  phase,
  serverOffsetMs = 0,
  now,
  onPhaseEnd,
}: PackageHeadProps) {
  const { t } = useTranslation();
  return (
    <Head>
      <h2>{item.name}</h2>
      <Price
        amount={item.price}
        size="lg"
        originalAmount={item.originalPrice > item.price ? item.originalPrice : undefined}
      />
      <p>{packageSummary(t, item)}</p>
      {item.tags.length ? (
        <Row>
          {item.tags.map((tag) => (
            <Tag key={tag} plain type="warning">
              {tag}
            </Tag>
          ))}
        </Row>
      ) : null}
      {item.seckill && phase ? (
        <Row>
          <Tag type="danger">{t('iot.package.seckill')}</Tag>
          {phase === 'open' || phase === 'upcoming' ? (
            <Window $open={phase === 'open'}>
              {phase === 'open' ? t('iot.home.seckill.endsIn') : t('iot.home.seckill.startsIn')}{' '}
              <Countdown
                endTime={phase === 'open' ? item.seckillEndAt : item.seckillStartAt}
                serverOffsetMs={serverOffsetMs}
                now={now}
                onFinish={onPhaseEnd}
              />
            </Window>
          ) : (
            <Window $open={false}>
              {phase === 'soldOut' ? t('iot.home.seckill.soldOut') : t('iot.package.windowClosed')}
            </Window>
          )}
          {phase === 'open' ? (
            <span>{t('iot.package.stock', { count: item.seckillStock })}</span>
          ) : null}
        </Row>
      ) : null}
    </Head>
  );
}
