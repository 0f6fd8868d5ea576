import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { PackageItem } from '@/domain/iot';
import { serverTimeMs } from '@/lib/dateTime';
import { durationParts } from '@/lib/duration';
import { Countdown } from '@/components/ui/Countdown';
import { Price } from '@/components/ui/Price';
import { formatFlow } from './format';
import { gapList } from '../../ui/listRow';
import { dangerFill, tagPill } from '../../ui/surfaces';
import { theme } from '@/theme';

/** Where a seckill package stands at server time. */
export type SeckillPhase = 'upcoming' | 'open' | 'ended' | 'soldOut';

/** The phase of a package's seckill window at server time `serverNow`. */
export function seckillPhase(item: PackageItem, serverNow: number): SeckillPhase {
  const start = serverTimeMs(item.seckillStartAt);
  const end = serverTimeMs(item.seckillEndAt);
  if (!Number.isFinite(end) || serverNow >= end) return 'ended';
  if (Number.isFinite(start) && serverNow < start) return 'upcoming';
  return item.seckillStock > 0 ? 'open' : 'soldOut';
}

export interface PackageSeckillProps {
  /** The seckill packages (packageChoose.seckill); nothing shows when empty. */
  packages: readonly PackageItem[];
  /** Server time minus device time in ms, from a response, so the phone clock does not matter. */
  serverOffsetMs?: number;
  /** Device clock (default Date.now); stories pass a fixed one. */
  now?: () => number;
  /** Heading (defaults to the translated "Flash sale"). */
  title?: string;
  /** The user chose to buy a package whose window is open. */
  onBuy: (item: PackageItem) => void;
  /** A package's window opened or closed, e.g. to reload the list from the server. */
  onWindowChange?: (item: PackageItem, phase: SeckillPhase) => void;
}

const Section = styled.section`
  margin: ${theme.space.md};
`;

const Heading = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

const List = styled.ul`
  ${gapList}
  padding: 0;
`;

const Card = styled.li<{ $closed: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space.xs} ${theme.space.md};
  align-items: center;
  padding: ${theme.space.md} ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  ${({ $closed }) =>
    $closed &&
    css`
      background: ${theme.colors.background};
      box-shadow: none;
      border: 1px solid ${theme.colors.border};
    `}
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  grid-column: 1;
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Badge = styled.span<{ $tone: 'danger' | 'muted' }>`
  grid-column: 2;
  grid-row: 1;
  justify-self: end;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  ${tagPill}
  font-variant-numeric: tabular-nums;
  ${({ $tone }) =>
    $tone === 'danger'
      ? dangerFill
      : css`
          background: ${theme.colors.border};
          color: ${theme.colors.text};
        `}
`;

const Buy = styled.button`
  grid-column: 2;
  grid-row: 2 / span 2;
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.lg};
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.danger};
  color: ${theme.colors.onBrand};
  font-weight: ${theme.fontWeights.medium};
  white-space: nowrap;
  &:disabled {
    background: ${theme.colors.border};
    color: ${theme.colors.textSecondary};
    cursor: not-allowed;
  }
`;

/** Seckill packages with a countdown badge to the window's end, from server time. */
export function PackageSeckill({
  packages,
  serverOffsetMs = 0,
  now = Date.now,
  title,
  onBuy,
  onWindowChange,
}: PackageSeckillProps) {
  const { t } = useTranslation();
  // Bumped when a countdown ends so phases are read again from the clock.
  const [, setGeneration] = useState(0);
  if (packages.length === 0) return null;
  const serverNow = now() + serverOffsetMs;
  const heading = title || t('iot.home.seckill.title');
  const durationText = ({ duration, durationUnit }: PackageItem) => {
    const parts = durationParts(duration, durationUnit);
    return parts.count === undefined
      ? t('lib.duration.lifetime')
      : t(parts.key, { count: parts.count });
  };

  return (
    <Section aria-label={heading}>
      <Heading>{heading}</Heading>
      <List>
        {packages.map((item) => {
          const phase = seckillPhase(item, serverNow);
          const target = phase === 'upcoming' ? item.seckillStartAt : item.seckillEndAt;
          const finish = () => {
            setGeneration((n) => n + 1);
            onWindowChange?.(item, seckillPhase(item, now() + serverOffsetMs));
          };
          const badgeLabel =
            phase === 'upcoming' ? t('iot.home.seckill.startsIn') : t('iot.home.seckill.endsIn');
          const flow = item.flow < 0 ? t('iot.home.flow.infinite') : formatFlow(item.flow);
          const action =
            phase === 'open'
              ? t('iot.home.seckill.buy')
              : phase === 'soldOut'
                ? t('iot.home.seckill.soldOut')
                : t('iot.home.seckill.closed');
          return (
            <Card key={item.id} $closed={phase !== 'open'}>
              <Name>{item.name}</Name>
              {phase === 'open' || phase === 'upcoming' || phase === 'soldOut' ? (
                phase === 'soldOut' ? (
                  <Badge $tone="muted">{t('iot.home.seckill.soldOut')}</Badge>
                ) : (
                  <Badge $tone={phase === 'open' ? 'danger' : 'muted'}>
                    <span aria-hidden="true">{badgeLabel}</span>
                    <Countdown
                      key={`${item.id}-${phase}`}
                      endTime={target}
                      serverOffsetMs={serverOffsetMs}
                      now={now}
                      label={badgeLabel}
                      onFinish={finish}
                    />
                  </Badge>
                )
              ) : (
                <Badge $tone="muted">
                  {t('iot.home.seckill.ended')} <span aria-hidden="true">00:00:00</span>
                </Badge>
              )}
              <Meta>
                {flow} · {durationText(item)}
                {item.desc ? ` · ${item.desc}` : ''}
              </Meta>
              <Meta as="div">
                <Price amount={item.price} originalAmount={item.originalPrice} size="md" />
              </Meta>
              <Buy
                type="button"
                disabled={phase !== 'open'}
                onClick={() => onBuy(item)}
                aria-label={`${action} ${item.name}`}
              >
                {action}
              </Buy>
            </Card>
          );
        })}
      </List>
    </Section>
  );
}
