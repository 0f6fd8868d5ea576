import { afterEach, describe, expect, it } from 'vitest';
import { db, DEMO, resetDb } from '@/mocks/db';
import { lowerAgents, setAgentMarkup, shopLogin, shopMobileOf } from '@/mocks/services/account';
import { payByProvider } from '@/mocks/services/billing';
import {
  heldNumbers,
  numberView,
  releaseNumber,
  remarkNumber,
  reserveNumber,
  searchNumbers,
} from '@/mocks/services/numbers';
import {
  createShopOrder,
  ordersOf,
  payShopOrder,
  visibleOrder,
  visitorOf,
  type ShopOrderInput,
} from '@/mocks/services/orders';

const order: ShopOrderInput = {
  goodsId: 101,
  name: '张三',
  idCard: '110101199003074258',
  mobile: DEMO.shopMobile,
  provinceCode: '440000',
  cityCode: '440300',
  countyCode: '440305',
  address: '科技园南区 1 栋 101',
  code: DEMO.smsCode,
  numberId: undefined,
  extra: {},
};
const free = (sessionId: string) => db.numbers.find((n) => !numberView(n, sessionId).reserved)!;
const filter = {
  operatorType: 0,
  provinceCode: '',
  cityCode: '',
  keyword: '',
  pattern: '',
  pretty: '',
  fast: '',
  priceMin: 0,
  priceMax: Infinity,
};

describe('the shop demo services', () => {
  afterEach(() => resetDb());

  it('searches numbers by digits only, and by price', () => {
    expect(searchNumbers({ ...filter, keyword: '13a' })).toMatchObject({ code: -1 });
    const cheap = searchNumbers({ ...filter, priceMax: 0 });
    expect(cheap.ok && cheap.data.every((n) => n.price === 0)).toBe(true);
    const premium = searchNumbers({ ...filter, operatorType: -99 });
    expect(premium.ok && premium.data.every((n) => n.pretty && n.price >= 500)).toBe(true);
  });

  it('every 17th number is held by someone else (32001)', () => {
    const held = db.numbers.filter((n) => n.reserved);
    expect(held.length).toBeGreaterThan(0);
    expect(reserveNumber(held[0].id, 'S1')).toEqual({ ok: false, code: 32001, message: '' });
  });

  it('a number held by one session is refused to another until released', () => {
    const number = free('S1')!;
    expect(reserveNumber(number.id, 'S1')).toMatchObject({ ok: true, data: { reserved: false } });
    expect(heldNumbers('S1').map((n) => n.id)).toEqual([number.id]);
    expect(numberView(number, 'S2').reserved).toBe(true);
    expect(reserveNumber(number.id, 'S2')).toMatchObject({ code: 32001 });
    expect(remarkNumber(number.id, 'S2', 'mine')).toMatchObject({ code: 32001 });
    expect(remarkNumber(number.id, 'S1', 'mine').ok).toBe(true);
    releaseNumber(number.id, 'S1');
    expect(reserveNumber(number.id, 'S2').ok).toBe(true);
  });

  it('ordering a held number sells it; another session cannot order it (32001)', () => {
    const number = free('S1')!;
    reserveNumber(number.id, 'S1');
    const goodsId = db.goods.flatMap((g) => g.goods).find((g) => g.selectMode !== 0)!.id;
    expect(createShopOrder({ ...order, goodsId, numberId: number.id }, 'S2', '')).toMatchObject({
      code: 32001,
    });
    const placed = createShopOrder({ ...order, goodsId, numberId: number.id }, 'S1', '');
    expect(placed).toMatchObject({ ok: true, data: { mobile: number.mobile } });
    expect(number.reserved).toBe(true);
  });

  it('goods 105 is sold out (30001), goods 106 does not deliver here (30003)', () => {
    expect(createShopOrder({ ...order, goodsId: 105 }, 'S1', '')).toMatchObject({ code: 30001 });
    expect(createShopOrder({ ...order, goodsId: 106 }, 'S1', '')).toMatchObject({ code: 30003 });
  });

  it('a repeated submit of one attempt gets the same order; the buyer sees it after login', () => {
    const first = createShopOrder(order, 'S1', 'A1');
    const again = createShopOrder(order, 'S1', 'A1');
    expect(first.ok && again.ok && again.data.id).toBe(first.ok && first.data.id);
    const id = first.ok ? first.data.id : 0;
    expect(visibleOrder(visitorOf('S1'), id).ok).toBe(true);
    expect(visibleOrder(visitorOf('S2'), id)).toMatchObject({ code: 61 });
    expect(shopMobileOf('S2')).toMatchObject({ code: 61 });
    expect(shopLogin('S2', DEMO.shopMobile, DEMO.smsCode).ok).toBe(true);
    expect(ordersOf(DEMO.shopMobile, '').some((o) => o.id === id)).toBe(true);
  });

  it('a paid shop order ships at once; balance payment is refused (40001)', () => {
    shopLogin('S1', DEMO.shopMobile, DEMO.smsCode);
    const unpaid = db.shopOrders.find((o) => o.status === 0)!;
    expect(payShopOrder(visitorOf('S1'), unpaid.id, 'balance')).toMatchObject({ code: 40001 });
    expect(payShopOrder(visitorOf('S1'), unpaid.id, 'wechat')).toMatchObject({
      data: { paid: false },
    });
    payByProvider(unpaid.orderSn);
    expect(visibleOrder(visitorOf('S1'), unpaid.id)).toMatchObject({
      data: { status: 3, expressName: '顺丰速运' },
    });
  });

  it('agents set prices only for agents directly below them (33001 further down)', () => {
    expect(lowerAgents('NOPE')).toMatchObject({ code: 40001 });
    expect(lowerAgents(DEMO.agentPromoCode).ok).toBe(true);
    expect(setAgentMarkup(DEMO.agentPromoCode, 21, 1)).toMatchObject({ code: 33001 });
    expect(setAgentMarkup(DEMO.agentPromoCode, 11, 0)).toMatchObject({ data: { markup: 0 } });
    expect(setAgentMarkup(DEMO.agentPromoCode, 11, undefined)).toMatchObject({ code: -1 });
  });
});
