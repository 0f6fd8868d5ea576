/**
 * What an order's status says about its payment: the one mapping every checkout confirms with
 * (the shop's order payment page, the card checkouts, the points cashier).
 *
 * An order counts as paid once it is paid or in any state only a paid order reaches (in progress,
 * shipped, done); which of those it is stays beside the outcome ("Payment received. Your order has
 * shipped."). Whether the page started a payment decides the words: a payment started here and
 * confirmed is "received", an order already past payment when it was opened is "already paid";
 * an order cancelled or not accepted after a payment attempt is "refunded" (any amount taken goes
 * back the way it was paid), before any attempt simply "ended".
 */

/** Which status codes the order speaks. */
export type PaidOrderKind =
  /** A shop order: 0 unpaid, 1 paid, 2 accepted, 3 shipped, 4 done, 5 cancelled, 6 not accepted. */
  | 'shop'
  /** A points-shop order: 0 unpaid, 1 paid, 2 shipped, 3 done, 4 cancelled. */
  | 'points'
  /** A card order's payment state (GET /api/iot/orderStatus): 0 waiting, 1 paid, 2 closed. */
  | 'card';

/** Where the order stands, in the shopper's words. */
export type OrderStage =
  | 'unpaid'
  | 'paid'
  | 'inProgress'
  | 'shipped'
  | 'done'
  | 'cancelled'
  | 'notAccepted'
  | 'closed'
  | 'unknown';

/** What the shopper is told. */
export type PaymentOutcomeKind =
  /** Still waits for payment. */
  | 'payable'
  /** Paid (or past payment) after this page started a payment: a confirmed payment. */
  | 'received'
  /** Already past payment when opened, without a payment started here. */
  | 'alreadyPaid'
  /** Cancelled, not accepted or closed after a payment attempt: any amount taken is refunded. */
  | 'refunded'
  /** Cancelled, not accepted or closed without a payment attempt here. */
  | 'ended'
  /** A status the shop does not know. */
  | 'unknown';

export interface PaymentOutcome {
  kind: PaymentOutcomeKind;
  stage: OrderStage;
}

const STAGES: Record<PaidOrderKind, readonly OrderStage[]> = {
  shop: ['unpaid', 'paid', 'inProgress', 'shipped', 'done', 'cancelled', 'notAccepted'],
  points: ['unpaid', 'paid', 'shipped', 'done', 'cancelled'],
  card: ['unpaid', 'paid', 'closed'],
};

const PAID_STAGES: ReadonlySet<OrderStage> = new Set(['paid', 'inProgress', 'shipped', 'done']);
const ENDED_STAGES: ReadonlySet<OrderStage> = new Set(['cancelled', 'notAccepted', 'closed']);

/** The stage a status code of that kind of order names ('unknown' for any code it has not). */
export function orderStage(kind: PaidOrderKind, status: unknown): OrderStage {
  return (
    (typeof status === 'number' && Number.isInteger(status) && STAGES[kind][status]) || 'unknown'
  );
}

/**
 * What the order's status means for its payment.
 * @param attempted whether this page started a payment of the order (opened the cashier or paid).
 */
export function paymentOutcome(
  kind: PaidOrderKind,
  status: unknown,
  attempted: boolean,
): PaymentOutcome {
  const stage = orderStage(kind, status);
  if (stage === 'unpaid') return { kind: 'payable', stage };
  if (PAID_STAGES.has(stage)) return { kind: attempted ? 'received' : 'alreadyPaid', stage };
  if (ENDED_STAGES.has(stage)) return { kind: attempted ? 'refunded' : 'ended', stage };
  return { kind: 'unknown', stage };
}

/** Whether the outcome is a confirmed (or earlier) payment. */
export const isPaidOutcome = (outcome: PaymentOutcome) =>
  outcome.kind === 'received' || outcome.kind === 'alreadyPaid';
