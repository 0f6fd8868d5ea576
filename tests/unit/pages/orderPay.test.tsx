import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaseConfig, ShopOrder } from '@/api/types';
import { i18next } from '@/i18n';
import { BASE_CONFIG_KEY } from '@/features/data/baseConfig';
import { removeData, setData } from '@/features/data/cache';
import { nav } from '@/router/nav';
import { setupPages } from './harness';

// The shop's order payment page: a payment started here counts as received once the server says
// the order is paid or in a state only a paid order reaches (in progress, shipped, done), with that
// state beside it; an order opened past payment says it is paid; cancelled or not accepted after a
// payment attempt says the money is refunded and leads to customer service. Every other status is
// said in words and ends the waiting; the payment methods are the agent's.

const PAGE = 'pages/order/pay/index';

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

const envelope = (data: unknown) =>
  HttpResponse.json({ code: 0, message: 'ok', data, serverTime: Date.now() });

const pages = setupPages();

/** The order's status as the server answers it now, and how often it was asked. */
let status = 0;
let asked = 0;
let paidWith: string[] = [];
/** What the payment call answers: a cashier to go to, or paid at once. */
let payAnswer = { payUrl: 'https://pay.example.com/cashier?sn=SO202611210002', paid: false };
const tab = { opener: null as unknown, closed: false, location: { href: '' }, close: vi.fn() };

function serve() {
  pages.server.use(
    http.get('*/api/shop/orderDetails', () => {
      asked += 1;
      return envelope({ ...unpaid, status });
    }),
    http.post('*/api/shop/payOrder', async ({ request }) => {
      paidWith.push(String(((await request.json()) as { payType: string }).payType));
      return envelope({ orderSn: unpaid.orderSn, payMoney: unpaid.payMoney, ...payAnswer });
    }),
  );
}

function configure(showPaymentType: string[] | null) {
  removeData(BASE_CONFIG_KEY);
  if (showPaymentType) {
    setData(BASE_CONFIG_KEY, {
      promoCode: '',
      config: { showPaymentType } as unknown as BaseConfig,
    });
  }
}

async function openOrder() {
  await pages.open(PAGE, { id: String(unpaid.id) });
  await pages.settle();
}

/** The payment outcome, once its live region (drawn empty first, so it is announced) has its words. */
function outcome(): Promise<HTMLElement> {
  return waitFor(() => {
    const region = screen.getByRole('status');
    expect(region.textContent).not.toBe('');
    return region;
  });
}

const PAID = 'Payment received';
const statusLine = (words: string) => `Order status: ${words}`;

beforeEach(() => {
  status = 0;
  asked = 0;
  paidWith = [];
  payAnswer = { payUrl: 'https://pay.example.com/cashier?sn=SO202611210002', paid: false };
  tab.close.mockClear();
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  configure(['wechat', 'alipay']);
  serve();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('order payment: each status as the page opens', () => {
  it('offers to pay an unpaid order', async () => {
    await openOrder();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(screen.queryByText(PAID)).toBeNull();
  });

  it.each([
    [1, 'This order is paid.'],
    [2, 'This order is paid and being prepared.'],
    [3, 'This order is paid and has shipped.'],
    [4, 'This order is paid and complete.'],
  ])(
    'says plainly that an order opened in status %i is paid, and where it is',
    async (value, words) => {
      status = value;
      await openOrder();
      const region = await outcome();
      expect(region.textContent).toContain(words);
      expect(region.textContent).toContain('Follow it in your order list.');
      expect(screen.queryByText(/^Order status/)).toBeNull();
      expect(screen.queryByText(/refunded|no longer waits/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
      expect(screen.getByRole('button', { name: 'View my orders' })).toBeTruthy();
    },
  );

  it('says the payment was received to a shopper back from the provider, the order shipped', async () => {
    status = 3;
    await pages.open(PAGE, { id: String(unpaid.id), returned: '1' });
    await pages.settle();
    const region = await outcome();
    expect(region.textContent).toContain(PAID);
    expect(region.textContent).toContain('Your order has shipped.');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it.each([
    [5, 'Cancelled', /was cancelled and can no longer be paid/],
    [6, 'Not accepted', /did not accept this order/],
    [7, 'unknown', /status this page does not know/],
    [-1, 'unknown', /status this page does not know/],
    [1.5, 'unknown', /status this page does not know/],
  ])('says status %s in words (%s), never "paid"', async (value, words, hint) => {
    status = value;
    await openOrder();
    expect(await screen.findByText(statusLine(words))).toBeTruthy();
    expect(screen.getByText(hint)).toBeTruthy();
    expect(screen.queryByText(PAID)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View my orders' })).toBeTruthy();
  });

  it('says the status in Chinese too', async () => {
    status = 5;
    await i18next.changeLanguage('zh-Hans');
    try {
      await openOrder();
      expect(await screen.findByText('订单状态：已取消')).toBeTruthy();
      expect(screen.getByText('该订单已取消，无法继续支付。')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('order payment: the status changing while the page waits', () => {
  /** Pays at the cashier, then lets the clock run while the page asks about the order. */
  async function payAndWait() {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const view = await pages.open(PAGE, { id: String(unpaid.id) });
    await pages.settle();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await pages.settle();
    expect(tab.location.href).toBe(payAnswer.payUrl);
    expect(screen.getAllByText('Waiting for the payment to be confirmed…').length).toBeGreaterThan(
      0,
    );
    return view;
  }

  /** Lets `ms` pass on the page's clock and every answer arrive. */
  async function pass(ms: number) {
    await act(() => vi.advanceTimersByTimeAsync(ms));
    await pages.settle();
  }

  it.each([
    [1, 'Your order is paid.'],
    [2, 'Your order is being prepared.'],
    [3, 'Your order has shipped.'],
    [4, 'Your order is complete.'],
  ])(
    'counts status %i after paying as a received payment, with the state beside it',
    async (value, state) => {
      await payAndWait();
      await pass(2000);
      expect(screen.queryByText(PAID)).toBeNull();
      status = value;
      await pass(2000);
      const region = await outcome();
      expect(within(region).getByText(PAID)).toBeTruthy();
      expect(within(region).getByText(state)).toBeTruthy();
      expect(screen.queryByText(/^Order status|no longer waits|refunded/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Contact customer service' })).toBeNull();
      const after = asked;
      await pass(20_000);
      expect(asked).toBe(after);
    },
  );

  it.each([
    [5, 'Order cancelled'],
    [6, 'Order not accepted'],
  ])(
    'says status %i after paying refunds any amount taken, and leads to customer service',
    async (value, title) => {
      await payAndWait();
      status = value;
      await pass(2000);
      const region = await outcome();
      expect(within(region).getByText(title)).toBeTruthy();
      expect(within(region).getByText(/refunded to the way you paid/)).toBeTruthy();
      expect(screen.queryByText(PAID)).toBeNull();
      const go = vi.spyOn(nav, 'switchTab').mockResolvedValue({ ok: true, url: '' });
      fireEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
      expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/pages\/customer\/index/));
    },
  );

  it('shows a status it does not know in words once the server says it, and stops asking', async () => {
    await payAndWait();
    status = 42;
    await pass(2000);
    expect(await screen.findByText(statusLine('unknown'))).toBeTruthy();
    expect(screen.queryByText(PAID)).toBeNull();
    const after = asked;
    await pass(20_000);
    expect(asked).toBe(after);
  });

  it('says the payment is not confirmed after a minute of unpaid answers, and stops asking', async () => {
    await payAndWait();
    await pass(62_000);
    expect(screen.getByText('Payment not confirmed yet')).toBeTruthy();
    expect(screen.queryByText(PAID)).toBeNull();
    const after = asked;
    await pass(20_000);
    expect(asked).toBe(after);
  });

  it('stops asking when the shopper leaves the page', async () => {
    const view = await payAndWait();
    view.unmount();
    const after = asked;
    await pass(20_000);
    expect(asked).toBe(after);
  });
});

describe("order payment: the agent's payment methods", () => {
  it('offers balance, in the configured order, when the agent enables it', async () => {
    configure(['balance', 'wechat', 'unionpay']);
    await openOrder();
    const methods = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(methods).toEqual(['balance', 'wechat']);
    expect(screen.getByRole('radio', { name: 'Balance' })).toHaveProperty('checked', true);
  });

  it('pays with balance: nothing left to pay, the order itself says it is paid', async () => {
    configure(['balance', 'wechat']);
    payAnswer = { payUrl: '', paid: true };
    await openOrder();
    status = 1;
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await pages.settle();
    expect(paidWith).toEqual(['balance']);
    expect(tab.close).toHaveBeenCalled();
    expect(await screen.findByText(PAID)).toBeTruthy();
    expect(screen.getByText('Your order is paid.')).toBeTruthy();
  });

  it('offers no balance when the agent does not enable it', async () => {
    configure(['wechat', 'alipay']);
    await openOrder();
    expect(screen.queryByRole('radio', { name: 'Balance' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'WeChat Pay' })).toHaveProperty('checked', true);
  });

  it('says so when the agent enables no method', async () => {
    configure([]);
    await openOrder();
    expect(screen.getByText(/No payment method is available/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay now' })).toHaveProperty('disabled', true);
  });
});
