import styled from 'styled-components';
import type { PaymentOutcomeKind } from '@/domain/paymentOutcome';
import { Button } from './Button';
import { Icon, type IconName } from './Icon';
import { useLiveRegionReady } from './useLiveRegion';
import { theme } from '@/theme';

export interface PaymentOutcomeProps {
  /** What happened to the payment (src/domain/paymentOutcome): chooses the icon and its colour. */
  kind: Exclude<PaymentOutcomeKind, 'payable'>;
  /** Headline, translated ("Payment received", "This order is paid and has shipped."). */
  title: string;
  /** The order's current state or what happens next, translated ("Your order has shipped."). */
  detail?: string;
  /** Label of the main way on (e.g. to the order list), translated. */
  actionLabel: string;
  onAction: () => void;
  /** Label of the way to customer service, translated; shows only with `onService`. */
  serviceLabel?: string;
  onService?: () => void;
}

const ICONS: Record<PaymentOutcomeProps['kind'], IconName> = {
  received: 'check',
  alreadyPaid: 'check',
  refunded: 'warning',
  ended: 'info',
  unknown: 'info',
};

type Tone = 'paid' | 'money' | 'plain';
const toneOf = (kind: PaymentOutcomeProps['kind']): Tone =>
  kind === 'received' || kind === 'alreadyPaid' ? 'paid' : kind === 'refunded' ? 'money' : 'plain';

const Box = styled.div<{ $tone: Tone; $shown: boolean }>`
  display: grid;
  /* Unseen for the moment its live region is on the page before its message (see below). */
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  justify-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.md} 0;
  text-align: center;

  & > svg {
    font-size: 3rem;
    color: ${({ $tone }) =>
      $tone === 'paid'
        ? theme.colors.brand
        : $tone === 'money'
          ? theme.colors.warning
          : theme.colors.textMuted};
  }
`;

/** What screen readers announce: the headline and the order's state, not the buttons. */
const Announced = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space.sm};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  margin: 0;
  color: ${theme.colors.textSecondary};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  width: 100%;
  margin-top: ${theme.space.sm};
`;

/**
 * How a payment ended, as the order's status says: received (with the order's state beside it),
 * already paid, refunded after a cancelled or refused order (with the way to customer service),
 * ended, or a status the shop does not know. Announced by screen readers: the headline and the
 * state go into a polite live region (role=status) drawn a moment before them.
 */
export function PaymentOutcome({
  kind,
  title,
  detail,
  actionLabel,
  onAction,
  serviceLabel,
  onService,
}: PaymentOutcomeProps) {
  const service = serviceLabel && onService;
  const shown = useLiveRegionReady(true);
  return (
    <Box $tone={toneOf(kind)} $shown={shown} data-outcome={kind}>
      <Icon name={ICONS[kind]} />
      <Announced role="status" aria-live="polite" aria-atomic="true">
        {shown ? (
          <>
            <Title>{title}</Title>
            {detail ? <Detail>{detail}</Detail> : null}
          </>
        ) : null}
      </Announced>
      <Actions>
        {service && kind === 'refunded' ? (
          <Button variant="primary" round onClick={onService}>
            {serviceLabel}
          </Button>
        ) : null}
        <Button
          variant={service && kind === 'refunded' ? 'default' : 'primary'}
          round
          onClick={onAction}
        >
          {actionLabel}
        </Button>
        {service && kind !== 'refunded' ? (
          <Button round onClick={onService}>
            {serviceLabel}
          </Button>
        ) : null}
      </Actions>
    </Box>
  );
}
