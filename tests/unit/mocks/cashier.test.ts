import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { cashierHandlers } from '@/mocks/handlers/cashier';
import { cashierLanguage } from '@/mocks/cashierPage';
import { db, resetDb } from '@/mocks/db';

const unpaid = () => db.shopOrders.find((order) => order.status === 0)!;
const post = (orderSn: string, action: string) =>
  getResponse(
    cashierHandlers,
    new Request('http://demo.test/api/__demo/cashier', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orderSn, action }).toString(),
    }),
  );

describe('the demo payment provider page', () => {
  afterEach(() => resetDb());

  it('is a page with the amount, pay and cancel, in the visitor language, without script', async () => {
    const order = unpaid();
    const response = await getResponse(
      cashierHandlers,
      new Request(`http://demo.test/api/__demo/cashier?orderSn=${order.orderSn}`, {
        headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
      }),
    );
    expect(response?.headers.get('content-type')).toContain('text/html');
    const html = await response!.text();
    expect(html).toContain('演示支付平台');
    expect(html).toContain(`¥${order.payMoney.toFixed(2)}`);
    expect(html).toContain('value="pay"');
    expect(html).toContain('value="cancel"');
    expect(html).not.toContain('<script');
  });

  it('pays the order and returns to the shop payment page; cancel returns without paying', async () => {
    const order = unpaid();
    const cancelled = await post(order.orderSn, 'cancel');
    expect(cancelled?.status).toBe(303);
    expect(cancelled?.headers.get('location')).toBe(
      `/shop/#/pages/order/pay/index?id=${order.id}&returned=1`,
    );
    expect(order.status).toBe(0);
    const paid = await post(order.orderSn, 'pay');
    expect(paid?.headers.get('location')).toBe(
      `/shop/#/pages/order/pay/index?id=${order.id}&returned=1`,
    );
    expect(order.status).toBe(1);
    expect((await post(order.orderSn, 'pay'))?.status).toBe(404);
  });

  it('reads the language from Accept-Language', () => {
    expect(cashierLanguage('zh-TW,zh;q=0.9')).toBe('zh-Hant');
    expect(cashierLanguage('zh-Hant-HK')).toBe('zh-Hant');
    expect(cashierLanguage('zh-CN')).toBe('zh-Hans');
    expect(cashierLanguage('en-US,en')).toBe('en');
    expect(cashierLanguage('')).toBe('en');
  });
});
