import type { PayOutcome } from '@/components/shop/PayPanel';
import { paymentOutcome } from '@/domain/paymentOutcome';
import { i18next } from '@/i18n';

/** The outcome the order payment page shows, and whether it offers customer service. */
export interface ShopPayOutcome extends PayOutcome {
  service: boolean;
}

/**
 * What the order's status says about its payment, in words (src/domain/paymentOutcome): received
 * with the order's state beside it, already paid, refunded, ended, or a status the shop does not
 * know. Null while the order waits for payment. `service`: customer service is offered (the money
 * of a refunded order, an order the shop did not accept).
 */
export function shopPayOutcome(status: number, attempted: boolean): ShopPayOutcome | null {
  const t = i18next.t;
  const { kind, stage } = paymentOutcome('shop', status, attempted);
  switch (kind) {
    case 'payable':
      return null;
    case 'received':
      if (stage === 'paid' || stage === 'inProgress' || stage === 'shipped' || stage === 'done')
        return {
          kind,
          title: t('shop.pay.paid'),
          detail: t(`shop.pay.outcome.state.${stage}`),
          service: false,
        };
      break;
    case 'alreadyPaid':
      if (stage === 'paid' || stage === 'inProgress' || stage === 'shipped' || stage === 'done')
        return {
          kind,
          title: t(`shop.pay.outcome.alreadyPaid.${stage}`),
          detail: t('shop.pay.outcome.alreadyPaidHint'),
          service: false,
        };
      break;
    case 'refunded':
      if (stage === 'cancelled' || stage === 'notAccepted')
        return {
          kind,
          title: t(`shop.pay.outcome.refunded.${stage}`),
          detail: t('shop.pay.outcome.refundedHint'),
          service: true,
        };
      break;
    case 'ended':
      if (stage === 'cancelled' || stage === 'notAccepted')
        return {
          kind,
          title: t('shop.pay.orderStatus', {
            status: stage === 'cancelled' ? t('shop.orders.status.5') : t('shop.orders.status.6'),
          }),
          detail: t(`shop.pay.ended.${stage}`),
          service: stage === 'notAccepted',
        };
      break;
  }
  return {
    kind: 'unknown',
    title: t('shop.pay.orderStatus', { status: t('common.unknown') }),
    detail: t('shop.pay.ended.unknown'),
    service: false,
  };
}
