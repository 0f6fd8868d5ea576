import type { PaymentOutcomeProps } from '@/components/ui/PaymentOutcome';
import { paymentOutcome } from '@/domain/paymentOutcome';
import { i18next } from '@/i18n';

/** What the points cashier shows for an order that no longer waits for payment. */
export interface PointsPayOutcome extends Pick<PaymentOutcomeProps, 'kind' | 'title' | 'detail'> {
  /** Customer service is offered (the money of an order cancelled after a payment attempt). */
  service: boolean;
}

/**
 * A points order's status in words (src/domain/paymentOutcome): a payment started on the cashier
 * and the order now paid, shipped or done is received, with the order's state beside it; past
 * payment when opened, it is already paid; cancelled after a payment attempt, any amount taken is
 * refunded. Null while the order waits for payment.
 */
export function pointsPayOutcome(status: number, attempted: boolean): PointsPayOutcome | null {
  const t = i18next.t;
  const { kind, stage } = paymentOutcome('points', status, attempted);
  if (kind === 'payable') return null;
  if (stage === 'paid' || stage === 'shipped' || stage === 'done') {
    return kind === 'received'
      ? {
          kind,
          title: t('iotServices.cashier.paid'),
          detail: t(`iotServices.cashier.outcome.state.${stage}`),
          service: false,
        }
      : {
          kind: 'alreadyPaid',
          title: t(`iotServices.cashier.outcome.alreadyPaid.${stage}`),
          detail: t('iotServices.cashier.outcome.alreadyPaidHint'),
          service: false,
        };
  }
  if (kind === 'refunded') {
    return {
      kind,
      title: t('iotServices.cashier.outcome.refunded'),
      detail: t('iotServices.cashier.outcome.refundedHint'),
      service: true,
    };
  }
  if (kind === 'ended') {
    return { kind, title: t('iotServices.cashier.outcome.cancelled'), service: false };
  }
  return {
    kind: 'unknown',
    title: t('iotServices.cashier.outcome.unknown'),
    service: true,
  };
}
