import { describe, expect, it } from 'vitest';
import { call } from '@/api/call';
import * as shop from '@/api/declarations/shop';
import { payShopOrder } from '@/api/shopOrder';
import { isApiError, type ApiError } from '@/api/errors';
import { db } from '@/mocks/db';
import { DEMO_ORDER_ID_CARD } from '@/mocks/handlers/shop';
import { useLayoutStore } from '@/stores/layout';
import { setupDemoApi } from '../api/harness';

const { effects } = setupDemoApi();

async function failure(pending: Promise<unknown>): Promise<ApiError> {
  const error = await pending.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw error;
  await error.handled;
  return error;
}

const form = {
  name: '张三',
  idCard: '110101199003074258',
  mobile: '13800138000',
  provinceCode: '440000',
  cityCode: '440300',
  countyCode: '440305',
  address: '科技园南区 1 栋 101',
};

/** A vanity number that nobody holds. */
const freeVanity = () =>
  db.numbers.find((item) => item.pretty && !item.reserved && item.price > 0)!;

describe('shop demo API', () => {
  it('places an unpaid order for a held vanity number and keeps it payable', async () => {
    const number = freeVanity();
    const held = await call(shop.reserveNumber, { numberId: number.id });
    expect(held.reservedUntil).not.toBe('');
    expect((await call(shop.getMyHolds)).map((item) => item.id)).toContain(number.id);

    const order = await call(shop.createShopOrder, { ...form, goodsId: 202, numberId: number.id });
    expect(order).toMatchObject({ status: 0, mobile: number.mobile, payMoney: number.price });
    // The session that ordered may see and pay it without logging in.
    expect((await call(shop.getShopOrderDetails, { id: order.id })).status).toBe(0);
    const pay = await payShopOrder({ id: order.id, payType: 'wechat' });
    expect(pay).toMatchObject({ paid: false, orderSn: order.orderSn });
    expect(pay.payUrl).toBe(`/api/__demo/cashier?orderSn=${order.orderSn}`);
    // Asking to pay is not paying.
    expect((await call(shop.getShopOrderDetails, { id: order.id })).status).toBe(0);
  });

  it('answers a repeated submit of the same attempt with the same order', async () => {
    const attempt = useLayoutStore.getState().renewOrderSessionId();
    const first = await call(shop.createShopOrder, { ...form, goodsId: 101 });
    // The client starts a new attempt once an order is created; a repeat whose first answer was
    // lost sends the attempt's id again.
    expect(useLayoutStore.getState().orderSessionId).not.toBe(attempt);
    useLayoutStore.setState({ orderSessionId: attempt });
    const second = await call(shop.createShopOrder, { ...form, goodsId: 101 });
    expect(second.id).toBe(first.id);
    const third = await call(shop.createShopOrder, { ...form, goodsId: 101 });
    expect(third.id).not.toBe(first.id);
    // Nothing to pay: accepted at once.
    expect(first.status).toBe(2);
  });

  it('ships a paid order so its logistics can be followed', async () => {
    const order = db.shopOrders.find((item) => item.status === 0)!;
    order.status = 1;
    await call(shop.shopLogin, { mobile: '13800138000', code: '123456' });
    const list = await call(shop.getShopOrderList, {});
    expect(list.list.find((item) => item.id === order.id)).toMatchObject({ status: 3 });
    const logistics = await call(shop.getShopOrderLogistics, { id: order.id });
    expect(logistics.expressNo).toMatch(/^SF/);
  });

  it('finds orders by mobile and ID card without a login (order query mode 2)', async () => {
    const found = await call(shop.queryShopOrders, {
      mobile: '13800138000',
      idCard: DEMO_ORDER_ID_CARD,
    });
    expect(found.length).toBeGreaterThan(0);
    expect(
      await call(shop.queryShopOrders, { mobile: '13800138000', idCard: '11010119900307123X' }),
    ).toEqual([]);
    const error = await failure(
      call(shop.queryShopOrders, { mobile: '138', idCard: DEMO_ORDER_ID_CARD }),
    );
    expect(error.code).toBe(-1);
  });

  it('keeps remarks only for numbers this session holds, up to 140 characters', async () => {
    const number = freeVanity();
    expect(
      (await failure(call(shop.saveNumberRemark, { numberId: number.id, remark: 'x' }))).code,
    ).toBe(32001);
    await call(shop.reserveNumber, { numberId: number.id });
    expect(
      await call(shop.saveNumberRemark, { numberId: number.id, remark: ' after 6 pm ' }),
    ).toEqual({
      numberId: number.id,
      remark: 'after 6 pm',
    });
    expect(
      (await failure(call(shop.saveNumberRemark, { numberId: number.id, remark: 'x'.repeat(141) })))
        .code,
    ).toBe(-1);
    await call(shop.releaseNumber, { numberId: number.id });
    expect(await call(shop.getMyHolds)).toEqual([]);
  });

  it('refuses an order of someone else without a login with the 61 login timeout', async () => {
    const error = await failure(call(shop.getShopOrderDetails, { id: 5001 }));
    expect(error.code).toBe(61);
    expect(effects().recorded.gone[0]?.url).toContain('/pages/login/index');
  });
});
