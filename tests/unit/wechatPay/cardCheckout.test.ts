import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/api/call';
import * as iot from '@/api/declarations/iot';
import * as site from '@/api/declarations/site';
import { createBalanceOrder } from '@/api/iot';
import { DEMO } from '@/mocks/db';
import { useIotStore } from '@/stores/iot';
import { useFeedbackStore } from '@/stores/feedback';
import { cancelPayment, payAtCashier, resetPayment, startPayment } from '@/features/data/payment';
import { usePaymentStore } from '@/stores/payment';
import { BRIDGE_READY_TIMEOUT_MS } from '@/lib/wechatBridge';
import { setupDemoApi } from '../api/harness';
import { installBridgeDouble, WECHAT_UA, type BridgeDouble } from './bridgeDouble';

// Every card checkout inside WeChat's browser: WeChat Pay goes through WeChat's bridge with the
// parameters the order answer carries; the bridge's "ok" counts only once the server says the
// order is paid; "cancel" and "fail" leave it unpaid and payable; a bridge that never comes falls
// back to the provider's page; Alipay shows how to go on in a browser.

setupDemoApi();

const state = () => usePaymentStore.getState();
const toast = () => useFeedbackStore.getState().toast;
/** The server's payment state of an order, asked as the app polls it (silent). */
const orderStatus = (orderSn: string) => call(iot.getOrderStatus, { orderSn }, { silent: true });

async function until(check: () => boolean, timeoutMs = 4000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** WeChat's server telling the shop's server the order is paid (the demo's notification). */
async function notifyPaid(orderSn: string) {
  await fetch(new URL('/api/__demo/pay', location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ orderSn }),
  });
}

let double: BridgeDouble | null = null;

beforeEach(async () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
  const result = await call(site.simLogin, { simNo: DEMO.cards.ordinary });
  useIotStore.getState().setSession(result.simNo, result.token);
});

afterEach(() => {
  resetPayment();
  double?.remove();
  double = null;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Starts a balance recharge of 50 yuan with WeChat Pay and waits for the cashier. */
async function recharge(payType = 'wechat') {
  const outcome = startPayment({
    payType,
    amount: 50,
    create: () => createBalanceOrder({ optionId: 2, payType }),
  });
  await until(() => state().step === 'cashier');
  return { outcome, orderSn: state().order?.orderSn ?? '' };
}

describe('a card checkout inside WeChat', () => {
  it("asks for the bridge's parameters and counts the payment once the server confirms", async () => {
    double = installBridgeDouble({
      answer: 'ok',
      ready: 'now',
      onPaid: async () => notifyPaid(state().order?.orderSn ?? ''),
    });
    const { outcome, orderSn } = await recharge();
    const jsapi = state().order?.jsapi;
    expect(jsapi).toMatchObject({ appId: expect.stringMatching(/^wx/), signType: 'RSA' });
    expect(jsapi?.package).toMatch(/^prepay_id=/);
    await payAtCashier();
    expect(double.calls).toEqual([{ name: 'getBrandWCPayRequest', params: jsapi }]);
    await expect(outcome).resolves.toBe('paid');
    expect(await orderStatus(orderSn)).toMatchObject({ status: 1 });
  });

  it("does not trust the bridge's ok alone: unpaid on the server, it keeps waiting", async () => {
    double = installBridgeDouble({ answer: 'ok', ready: 'now' });
    const { outcome, orderSn } = await recharge();
    void payAtCashier();
    await until(() => state().status === 'confirming');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(state().status).toBe('confirming');
    expect(await orderStatus(orderSn)).toMatchObject({ status: 0 });
    cancelPayment();
    await expect(outcome).resolves.toBe('unpaid');
  });

  it('keeps the order unpaid and payable when the shopper cancels, with a quiet message', async () => {
    double = installBridgeDouble({ answer: 'cancel', ready: 'now' });
    const { orderSn } = await recharge();
    await payAtCashier();
    expect(state()).toMatchObject({ status: 'paying', step: 'cashier', busy: false });
    expect(toast()).toMatchObject({
      message: 'Payment cancelled. The order is kept: you can pay it later.',
      kind: 'text',
    });
    expect(await orderStatus(orderSn)).toMatchObject({ status: 0 });
    // Still payable: paying again opens WeChat's sheet again.
    double.answer = 'fail';
    await payAtCashier();
    expect(double.calls).toHaveLength(2);
  });

  it('says so when WeChat Pay fails, the order still payable', async () => {
    double = installBridgeDouble({ answer: 'fail', ready: 'now' });
    const { orderSn } = await recharge();
    await payAtCashier();
    expect(state()).toMatchObject({ status: 'paying', step: 'cashier' });
    expect(toast()).toMatchObject({
      message:
        'WeChat Pay did not go through. The order is kept: try again or choose another way to pay.',
      kind: 'fail',
    });
    expect(await orderStatus(orderSn)).toMatchObject({ status: 0 });
  });

  it('waits for a bridge that comes late', async () => {
    double = installBridgeDouble({
      answer: 'ok',
      ready: 'late',
      onPaid: async () => notifyPaid(state().order?.orderSn ?? ''),
    });
    const { outcome } = await recharge();
    const paying = payAtCashier();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(double.calls).toHaveLength(0);
    double.arrive();
    await paying;
    await expect(outcome).resolves.toBe('paid');
    expect(double.calls).toHaveLength(1);
  });

  it("falls back to the provider's page when the bridge never comes", async () => {
    double = installBridgeDouble({ answer: 'ok', ready: 'never' });
    const { outcome, orderSn } = await recharge();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const paying = payAtCashier();
    await vi.advanceTimersByTimeAsync(BRIDGE_READY_TIMEOUT_MS);
    await paying;
    // The demo's provider page pays at once, as outside WeChat; the server confirms it.
    await expect(outcome).resolves.toBe('paid');
    expect(double.calls).toHaveLength(0);
    expect(await orderStatus(orderSn)).toMatchObject({ status: 1 });
  });

  it('shows how to go on in a browser for Alipay, with the link, instead of its page', async () => {
    const { outcome, orderSn } = await recharge('alipay');
    expect(state().order?.jsapi).toBeUndefined();
    await payAtCashier();
    expect(state()).toMatchObject({ status: 'paying', step: 'browser' });
    expect(state().browserUrl).toBe(
      new URL(`/api/__demo/pay?orderSn=${orderSn}`, location.href).href,
    );
    expect(await orderStatus(orderSn)).toMatchObject({ status: 0 });
    cancelPayment();
    await expect(outcome).resolves.toBe('unpaid');
  });
});

describe('a card checkout outside WeChat', () => {
  it("asks for no bridge parameters and pays at the provider's page as before", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Safari/604.1');
    double = installBridgeDouble({ answer: 'ok', ready: 'now' });
    const { outcome } = await recharge();
    expect(state().order?.jsapi).toBeUndefined();
    await payAtCashier();
    await expect(outcome).resolves.toBe('paid');
    expect(double.calls).toHaveLength(0);
  });
});
