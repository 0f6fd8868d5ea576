import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaseConfig, ShopOrder } from '@/api/types';
import { BASE_CONFIG_KEY } from '@/features/data/baseConfig';
import { removeData, setData } from '@/features/data/cache';
import { useFeedbackStore } from '@/stores/feedback';
import { BRIDGE_READY_TIMEOUT_MS } from '@/lib/wechatBridge';
import { setupPages } from '../pages/harness';
import { installBridgeDouble, WECHAT_UA, type BridgeDouble } from './bridgeDouble';

// The shop's order payment page inside WeChat's browser: WeChat Pay through WeChat's bridge with
// the parameters of the pay answer, the order paid only once the server says so; cancel and fail
// leave it payable; a bridge that never comes falls back to the provider's page; Alipay shows how
// to go on in a browser, with its link.

const PAGE = 'pages/order/pay/index';
const PAID = 'Payment received';
const WAITING = 'Waiting for the payment to be confirmed…';

const unpaid: ShopOrder = {
  id: 5002,
  orderSn: 'SO202611210002',
  goodsId: 202,
  goodsName: 'Premium vanity package 59 yuan',
  goodsImage: '',
  mobile: '13888886666',
  name: 'Zhang San',
  contactMobile: '13800138000',
  address: 'Nanshan, Shenzhen',
  payMoney: 588,
  status: 0,
  expressName: '',
  expressNo: '',
  createdAt: '2026-11-21T10:00:00.000Z',
};

const jsapi = {
  appId: 'wx0000000000demo',
  timeStamp: '1796000000',
  nonceStr: 'n'.repeat(32),
  package: 'prepay_id=wx2026112100000002',
  signType: 'RSA',
  paySign: 'c2lnbmVk',
};

const envelope = (data: unknown) =>
  HttpResponse.json({ code: 0, message: 'ok', data, serverTime: Date.now() });

const pages = setupPages();

/** The order's status on the server, and the pay calls' bodies. */
let status = 0;
let bodies: Record<string, unknown>[] = [];
let double: BridgeDouble | null = null;
const open = vi.fn();

beforeEach(() => {
  status = 0;
  bodies = [];
  open.mockReset();
  vi.spyOn(window, 'open').mockImplementation(open);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
  removeData(BASE_CONFIG_KEY);
  setData(BASE_CONFIG_KEY, {
    promoCode: '',
    config: { showPaymentType: ['wechat', 'alipay'] } as unknown as BaseConfig,
  });
  pages.server.use(
    http.get('*/api/shop/orderDetails', () => envelope({ ...unpaid, status })),
    http.post('*/api/shop/payOrder', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return envelope({
        orderSn: unpaid.orderSn,
        payMoney: unpaid.payMoney,
        payUrl: '/api/__demo/cashier?orderSn=SO202611210002',
        paid: false,
        ...(body.payScene === 'jsapi' ? { jsapi } : {}),
      });
    }),
  );
});

afterEach(() => {
  double?.remove();
  double = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function payWith(label?: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  await pages.open(PAGE, { id: String(unpaid.id) });
  await pages.settle();
  if (label) fireEvent.click(screen.getByRole('radio', { name: label }));
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  await pages.settle();
}

async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await pages.settle();
}

describe('paying a shop order inside WeChat', () => {
  it('pays through the bridge, and says paid only once the server confirms', async () => {
    double = installBridgeDouble({ answer: 'ok', ready: 'now' });
    await payWith();
    expect(bodies).toEqual([{ id: unpaid.id, payType: 'wechat', payScene: 'jsapi' }]);
    expect(double.calls).toEqual([{ name: 'getBrandWCPayRequest', params: jsapi }]);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getAllByText(WAITING).length).toBeGreaterThan(0);
    // WeChat said ok; the server has not: still waiting, not paid.
    await pass(2000);
    expect(screen.queryByText(PAID)).toBeNull();
    status = 1;
    await pass(2000);
    // The outcome's live region is drawn empty first, then takes its words (so it is announced).
    expect(await screen.findByText(PAID)).toBeTruthy();
  });

  it('keeps the order payable after a cancel, with a quiet message', async () => {
    double = installBridgeDouble({ answer: 'cancel', ready: 'now' });
    await payWith();
    expect(useFeedbackStore.getState().toast).toMatchObject({
      message: 'Payment cancelled. The order is kept: you can pay it later.',
      kind: 'text',
    });
    expect(screen.queryByText(WAITING)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('says so when WeChat Pay fails, the order still payable', async () => {
    double = installBridgeDouble({ answer: 'fail', ready: 'now' });
    await payWith();
    expect(useFeedbackStore.getState().toast).toMatchObject({ kind: 'fail' });
    expect(useFeedbackStore.getState().toast?.message).toMatch(/WeChat Pay did not go through/);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('waits for a bridge that comes late', async () => {
    double = installBridgeDouble({ answer: 'ok', ready: 'late' });
    await payWith();
    expect(double.calls).toHaveLength(0);
    act(() => double?.arrive());
    await pages.settle();
    expect(double.calls).toHaveLength(1);
    expect(screen.getAllByText(WAITING).length).toBeGreaterThan(0);
  });

  it("falls back to the provider's page when the bridge never comes", async () => {
    double = installBridgeDouble({ answer: 'ok', ready: 'never' });
    await payWith();
    await pass(BRIDGE_READY_TIMEOUT_MS);
    expect(double.calls).toHaveLength(0);
    expect(open).toHaveBeenCalled();
    expect(screen.getAllByText(WAITING).length).toBeGreaterThan(0);
  });

  it('shows how to go on in a browser for Alipay, with the link, and opens no page', async () => {
    await payWith('Alipay');
    expect(bodies).toEqual([{ id: unpaid.id, payType: 'alipay' }]);
    expect(open).not.toHaveBeenCalled();
    const sheet = screen.getByRole('dialog', { name: 'Continue in your browser' });
    expect(sheet.textContent).toContain(
      new URL('/api/__demo/cashier?orderSn=SO202611210002', location.href).href,
    );
    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    await pages.settle();
    expect(screen.getAllByText(WAITING).length).toBeGreaterThan(0);
  });
});
