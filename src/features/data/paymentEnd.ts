/**
 * Ends the payment under way when a card page closes, without loading the payment flow
 * (./payment.ts) for that: a page that never started a payment has nothing to end, and the card
 * home, which opens from links, stays free of the flow's code. The flow hands over its reset here
 * when it loads.
 */
let reset: (() => void) | null = null;

/** Called once by the payment flow as it loads. */
export function setPaymentReset(end: () => void): void {
  reset = end;
}

/** Ends any payment under way (nothing before the flow has loaded). */
export function endPayment(): void {
  reset?.();
}
