import { call } from '@/api/call';
import * as iot from '@/api/declarations/iot';
import { payAtDemoCashier } from '@/api/iot';
import { ApiCode, ApiError } from '@/api/errors';
import type { PayResult } from '@/api/types';
import { paymentOutcome } from '@/domain/paymentOutcome';
import { isLink } from '@/lib/validators';
import { isPreviewSimNo } from '@/lib/preview';
import { nav } from '@/router/nav';
import { useIotStore } from '@/stores/iot';
import {
  initialPayment,
  usePaymentStore,
  type PaymentOutcome,
  type PaymentState,
} from '@/stores/payment';
import { invalidateData } from './cache';
import { CARD_KEYS } from './simKey';
import { linkCopied, payWithWallet, walletRoute } from './wechatPay';
import { setPaymentReset } from './paymentEnd';

/**
 * The payment step of every IoT purchase (balance recharge, recharge activities, packages, VIP,
 * acceleration, points orders).
 *
 * A page creates its order through `startPayment({ payType, amount, create })`: the flow asks
 * for the pay password where the pay type is balance and the card has one, sends it with the
 * create call (41001 asks for it, 41002 says it is wrong), opens the cashier for online payment
 * (inside WeChat, WeChat Pay through WeChat's bridge and Alipay's way on in a browser:
 * ./wechatPay.ts), and never trusts the client: an order counts as paid only once GET /api/iot/orderStatus says
 * so (polled every 2 s for up to 60 s). Closing the cashier, going back or running out of time
 * leaves the order unpaid and still payable (`payAgain`). A confirmed payment changed the card
 * (balance, packages, points, orders): every card key is loaded again before the outcome resolves,
 * so the next screen shows the new state.
 *
 * The sheets' state is src/stores/payment.ts. The page renders the sheets with `<PaymentSheets {...usePaymentSheets()} />`
 * (src/components/iot/PaymentSheets) and reacts to the outcome the start promise resolves with.
 */

export {
  type PaymentOutcome,
  type PaymentState,
  type PaymentStatus,
  type PaymentStep,
} from '@/stores/payment';

export interface PaymentRequest {
  /** 'balance', 'wechat' or 'alipay'. */
  payType: string;
  /** Amount shown on the sheets, in yuan. */
  amount: number;
  /** Whether the card has a pay password (SimInfo.existPayPassword): balance payment asks first. */
  needsPassword?: boolean;
  /** Creates the order; receives the pay password when one was entered. */
  create: (payPassword?: string) => Promise<PayResult>;
}

/** Poll every 2 s for up to 60 s (product note 1). */
export const PAY_POLL_INTERVAL_MS = 2000;
export const PAY_POLL_TIMEOUT_MS = 60_000;

const set = (patch: Partial<PaymentState>) => usePaymentStore.setState(patch);
const get = () => usePaymentStore.getState();

let request: PaymentRequest | null = null;
let settle: ((outcome: PaymentOutcome) => void) | null = null;
/** Bumped on every new payment, cancel or reset, so a stale poll loop stops. */
let run = 0;

function finish(outcome: PaymentOutcome, patch: Partial<PaymentState> = {}) {
  set({ ...patch, status: outcome, step: null, dismissed: false, busy: false });
  const done = settle;
  settle = null;
  done?.(outcome);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks the server until it says paid, closed, or time runs out. What its answer means is the one
 * mapping every checkout confirms with (src/domain/paymentOutcome), the payment started here.
 */
async function confirm(orderSn: string, token: number): Promise<void> {
  set({ status: 'confirming', step: null, busy: false });
  const started = Date.now();
  for (;;) {
    if (token !== run) return;
    try {
      const result = await call(iot.getOrderStatus, { orderSn }, { silent: true });
      if (token !== run) return;
      const { kind } = paymentOutcome('card', result.status, true);
      if (kind === 'received') {
        await invalidateData(CARD_KEYS);
        if (token !== run) return;
        return finish('paid');
      }
      if (kind === 'refunded') return finish('closed');
    } catch {
      // A failed poll is not an answer: keep asking until the time is up.
    }
    if (Date.now() - started + PAY_POLL_INTERVAL_MS > PAY_POLL_TIMEOUT_MS) {
      if (token === run) finish('unpaid');
      return;
    }
    await sleep(PAY_POLL_INTERVAL_MS);
  }
}

async function createOrder(payPassword: string | undefined, token: number): Promise<void> {
  if (!request) return;
  // The password sheet stays up while its password is checked.
  set({ status: 'paying', step: payPassword ? 'password' : 'creating', busy: true });
  let order: PayResult;
  try {
    order = await request.create(payPassword);
  } catch (error) {
    if (token !== run) return;
    if (error instanceof ApiError && error.code === ApiCode.callerHandled1) {
      set({ step: 'password', busy: false, passwordError: payPassword ? 'wrong' : '' });
      return;
    }
    if (error instanceof ApiError && error.code === ApiCode.callerHandled2) {
      set({ step: 'password', busy: false, passwordError: 'wrong' });
      return;
    }
    if (error instanceof ApiError && error.kind === 'preview') {
      // A layout preview buys nothing: the client has said so; no sheet stays open over the page.
      finish('failed', { error: error.message });
      set({ dismissed: true });
      return;
    }
    finish('failed', { error: error instanceof Error ? error.message : String(error) });
    return;
  }
  if (token !== run) return;
  set({ order, amount: order.payMoney, passwordError: '' });
  // Even a balance payment the server says is paid is confirmed by the order's own state.
  if (order.paid) return confirm(order.orderSn, token);
  set({ step: 'cashier', busy: false });
}

/**
 * Runs a payment from order creation to the server's confirmation. Resolves with the outcome;
 * a payment started while another runs replaces it (the earlier one resolves 'unpaid').
 */
export function startPayment(next: PaymentRequest): Promise<PaymentOutcome> {
  if (settle) finish('unpaid');
  run += 1;
  const token = run;
  request = next;
  usePaymentStore.setState({
    ...initialPayment,
    status: 'paying',
    step: null,
    payType: next.payType,
    amount: next.amount,
  });
  const outcome = new Promise<PaymentOutcome>((resolve) => {
    settle = resolve;
  });
  // A layout preview is refused at the order's creation: no pay password is asked for first.
  if (
    next.payType === 'balance' &&
    next.needsPassword &&
    !isPreviewSimNo(useIotStore.getState().simNo)
  )
    set({ step: 'password' });
  else void createOrder(undefined, token);
  return outcome;
}

/**
 * Pays an order that already exists (an unpaid order from a list): the cashier opens for it.
 * Resolves like `startPayment`.
 */
export function payExistingOrder(order: PayResult, payType = 'wechat'): Promise<PaymentOutcome> {
  return startPayment({ payType, amount: order.payMoney, create: async () => order });
}

/** The pay password was entered: create the order with it. Ignored unless the sheet asks for one. */
export function submitPassword(password: string): void {
  const state = get();
  if (state.status !== 'paying' || state.step !== 'password' || state.busy) return;
  void createOrder(password, run);
}

/** Opens the provider's page: the demo cashier pays at once, a real one opens in the browser. */
async function openCashierPage(payUrl: string): Promise<void> {
  if (isLink(payUrl)) {
    globalThis.open?.(payUrl, '_blank', 'noopener');
  } else if (payUrl) {
    set({ busy: true });
    try {
      await payAtDemoCashier(payUrl);
    } catch {
      // Whether it went through is for the order state to say, not the cashier's answer.
    }
  }
}

/**
 * The user pays at the cashier: the provider's page as everywhere, or inside WeChat its bridge
 * (then the server confirms) or the way on in a browser (./wechatPay.ts).
 */
export async function payAtCashier(): Promise<void> {
  const { order, step, status, busy, payType } = get();
  if (!order || status !== 'paying' || step !== 'cashier' || busy) return;
  const token = run;
  // The provider's page opens in the tap itself: a browser blocks a tab opened after an await.
  if (walletRoute(payType, order) === 'page') {
    await openCashierPage(order.payUrl);
    if (token === run) await confirm(order.orderSn, token);
    return;
  }
  set({ busy: true });
  const next = await payWithWallet(order, payType);
  if (token !== run) return;
  if (next.kind === 'browser') return set({ step: 'browser', browserUrl: next.url, busy: false });
  // Cancelled or failed: the shopper was told; the cashier stays open, the order payable.
  if (next.kind === 'stay') return set({ busy: false });
  if (next.kind === 'page') await openCashierPage(next.url);
  if (token === run) await confirm(order.orderSn, token);
}

/** The shopper says the payment was made in a browser: the server is asked until it confirms. */
export function paidInBrowser(): void {
  const { order, status, step } = get();
  if (!order || status !== 'paying' || step !== 'browser') return;
  void confirm(order.orderSn, run);
}

/** Opens the cashier again for the unpaid order of the last payment. */
export function payAgain(): Promise<PaymentOutcome> {
  const { order, status, payType, amount } = get();
  if (!order || status !== 'unpaid') return Promise.resolve(status === 'paid' ? 'paid' : 'unpaid');
  run += 1;
  set({ status: 'paying', step: 'cashier', payType, amount, dismissed: false, error: '' });
  return new Promise<PaymentOutcome>((resolve) => {
    settle = resolve;
  });
}

/**
 * The user closed a sheet (close button, overlay, browser back). Before the order exists nothing
 * was bought (idle); afterwards the order stays unpaid and payable.
 */
export function cancelPayment(): void {
  const { status, order } = get();
  if (status !== 'paying' && status !== 'confirming') return;
  run += 1;
  if (!order) {
    const done = settle;
    settle = null;
    usePaymentStore.setState({ ...initialPayment });
    done?.('unpaid');
    return;
  }
  finish('unpaid');
}

/** Hides the result panel; the status stays for the page. */
export function dismissPayment(): void {
  set({ dismissed: true });
}

/** Forgets everything (leaving a page, tests). A running payment resolves 'unpaid'. */
export function resetPayment(): void {
  run += 1;
  const done = settle;
  settle = null;
  request = null;
  usePaymentStore.setState({ ...initialPayment });
  done?.('unpaid');
}
setPaymentReset(resetPayment);

/** Props for the PaymentSheets widget, wired to this store. */
export function usePaymentSheets() {
  const state = usePaymentStore();
  return {
    status: state.status,
    step: state.step,
    amount: state.amount,
    payType: state.payType,
    orderSn: state.order?.orderSn ?? '',
    passwordError: state.passwordError,
    dismissed: state.dismissed,
    busy: state.busy,
    browserUrl: state.browserUrl,
    onPassword: submitPassword,
    onPay: () => void payAtCashier(),
    onPayAgain: () => void payAgain(),
    onCancel: cancelPayment,
    onPaidInBrowser: paidInBrowser,
    onLinkCopied: linkCopied,
    onDismiss: dismissPayment,
    // A closed order's money is customer service's to answer for: the card's own service page.
    onService: () => void nav.navigateTo('/pages/iot/index/customer/index'),
  };
}
