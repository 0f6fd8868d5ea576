import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dateTime';
import { expiryState, formatFlow } from './format';
import { cardHead, dangerFill, raisedCardSurface, tagPill } from '../../ui/surfaces';
import { theme } from '@/theme';

export interface FlowCardProps {
  /** Flow used in MB (useFlow). */
  useFlow?: number | null;
  /** Total flow of the package in MB; -1 means unlimited (totalFlow). */
  totalFlow?: number | null;
  /** Flow left, in surplusUnit; derived from total minus used when missing (surplusFlow). */
  surplusFlow?: number | null;
  /** Unit of surplusFlow, 'MB' (default) or 'GB' (surplusUnit). */
  surplusUnit?: string | null;
  /** Flow used today in MB (dayUseFlow). */
  dayUseFlow?: number | null;
  /** Flow used this month in MB (monthUseFlow). */
  monthUseFlow?: number | null;
  /** The package has unlimited flow (isInfiniteFlow). */
  isInfiniteFlow?: boolean | null;
  /** Card status: 1 normal, 2 expired, 3 no package (status). */
  status?: number | null;
  /** Package end, backend or ISO date (endAt). */
  endAt?: string | null;
  /** The current time (server time where known); decides the expiry highlight. */
  now: Date;
  /** Heading, e.g. the element title from the layout (defaults to the translated "Data"). */
  title?: string | null;
  /** Shows a placeholder while the card information loads. */
  loading?: boolean;
  /** Error message, already translated; shows with a retry button. */
  error?: string | null;
  /** The user asked to load again after an error. */
  onRetry?: () => void;
}

const Card = styled.section`
  margin: ${theme.space.md};
  padding: ${theme.space.lg};
  ${raisedCardSurface}
`;

const Head = styled.div`
  ${cardHead}
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

type Tone = 'normal' | 'warning' | 'danger';

// Tones are attributes of one rule each, not a class per tone, bar width or placeholder size.
const Tag = styled.span`
  ${tagPill}
  background: ${theme.colors.background};
  color: ${theme.colors.textSecondary};
  &[data-tone='warning'] {
    background: ${theme.colors.warningSoft};
    color: ${theme.colors.text};
    border: 1px solid ${theme.colors.warning};
  }
  &[data-tone='danger'] {
    ${dangerFill}
  }
`;

const Surplus = styled.p`
  margin: ${theme.space.md} 0 0;
  display: flex;
  align-items: baseline;
  gap: ${theme.space.sm};
  span:first-child {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textSecondary};
  }
  strong {
    font-size: ${theme.fontSizes.display};
    line-height: ${theme.lineHeights.tight};
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled.div`
  margin-top: ${theme.space.sm};
  height: ${theme.space.sm};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${theme.colors.brand};
  &[data-tone='warning'] {
    background: ${theme.colors.warning};
  }
  &[data-tone='danger'] {
    background: ${theme.colors.danger};
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm} ${theme.space.md};
  margin: ${theme.space.md} 0 0;
  div {
    min-width: 0;
  }
  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.medium};
    font-variant-numeric: tabular-nums;
  }
`;

const Message = styled.p`
  margin: ${theme.space.md} 0 0;
  color: ${theme.colors.textSecondary};
`;

const RetryButton = styled.button`
  margin-top: ${theme.space.sm};
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.lg};
  border: 1px solid ${theme.colors.brand};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`;

const Placeholder = styled.div`
  margin-top: ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.border};
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const toNumber = (value: number | null | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** Used share of the package, clamped to 0-100 (docs/requirements.md section 9). */
export function flowPercent(used: number, total: number): number {
  if (!(total > 0)) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((used / total) * 100)));
}

/** The card's data: what is left, used and total, today's and this month's use, and expiry. */
export function FlowCard({
  useFlow,
  totalFlow,
  surplusFlow,
  surplusUnit,
  dayUseFlow,
  monthUseFlow,
  isInfiniteFlow,
  status,
  endAt,
  now,
  title,
  loading = false,
  error,
  onRetry,
}: FlowCardProps) {
  const { t } = useTranslation();
  const heading = title || t('iot.home.flow.title');

  if (loading) {
    return (
      <Card aria-label={heading} aria-busy="true">
        <Heading>{heading}</Heading>
        <Hidden role="status">{t('iot.home.flow.loading')}</Hidden>
        <Placeholder style={{ width: '60%', height: '2.4rem' }} aria-hidden="true" />
        <Placeholder style={{ width: '100%', height: '0.6rem' }} aria-hidden="true" />
        <Placeholder style={{ width: '80%', height: '1.6rem' }} aria-hidden="true" />
      </Card>
    );
  }

  if (error) {
    return (
      <Card aria-label={heading}>
        <Heading>{heading}</Heading>
        <Message role="alert">{error}</Message>
        {onRetry && (
          <RetryButton type="button" onClick={onRetry}>
            {t('common.retry')}
          </RetryButton>
        )}
      </Card>
    );
  }

  const used = Math.max(0, toNumber(useFlow));
  const total = toNumber(totalFlow);
  const infinite = Boolean(isInfiniteFlow) || total < 0;
  const noPackage = status === 3;
  const expiry = expiryState(endAt, now);
  const expired = status === 2 || expiry.kind === 'expired';
  const percent = flowPercent(used, total);
  const surplusText =
    surplusFlow === undefined || surplusFlow === null
      ? formatFlow(Math.max(0, total - used))
      : formatFlow(
          surplusUnit?.toUpperCase() === 'GB'
            ? toNumber(surplusFlow) * 1024
            : toNumber(surplusFlow),
        );
  const barTone: Tone = expired || percent >= 100 ? 'danger' : percent >= 90 ? 'warning' : 'normal';

  let tag: { tone: Tone; text: string } | null = null;
  if (expired) tag = { tone: 'danger', text: t('iot.home.flow.expired') };
  else if (expiry.kind === 'soon')
    tag = {
      tone: 'warning',
      text:
        expiry.days <= 0
          ? t('iot.home.flow.expiresToday')
          : expiry.days === 1
            ? t('iot.home.flow.expiresTomorrow')
            : t('iot.home.flow.expiresIn', { count: expiry.days }),
    };
  else if (expiry.kind === 'ok')
    tag = {
      tone: 'normal',
      text: t('iot.home.flow.validUntil', { date: formatDate(expiry.date) }),
    };

  return (
    <Card aria-label={heading}>
      <Head>
        <Heading>{heading}</Heading>
        {tag && <Tag data-tone={tag.tone}>{tag.text}</Tag>}
      </Head>
      {noPackage ? (
        <Message>{t('iot.home.flow.noPackage')}</Message>
      ) : (
        <>
          <Surplus>
            <span>{t('iot.home.flow.surplus')}</span>
            <strong>{infinite ? t('iot.home.flow.infinite') : surplusText}</strong>
          </Surplus>
          {!infinite && (
            <Track
              role="progressbar"
              aria-label={t('iot.home.flow.percentLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent}%`}
            >
              <Fill data-tone={barTone} style={{ width: `${percent}%` }} />
            </Track>
          )}
        </>
      )}
      <Stats>
        <div>
          <dt>{t('iot.home.flow.used')}</dt>
          <dd>{formatFlow(used)}</dd>
        </div>
        <div>
          <dt>{t('iot.home.flow.total')}</dt>
          <dd>{infinite ? t('iot.home.flow.infinite') : formatFlow(total)}</dd>
        </div>
        <div>
          <dt>{t('iot.home.flow.dayUse')}</dt>
          <dd>{formatFlow(dayUseFlow)}</dd>
        </div>
        <div>
          <dt>{t('iot.home.flow.monthUse')}</dt>
          <dd>{formatFlow(monthUseFlow)}</dd>
        </div>
      </Stats>
    </Card>
  );
}
