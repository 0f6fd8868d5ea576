import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, findCard, resetDb, type DemoCard } from '@/mocks/db';
import {
  charge,
  checkPayPassword,
  createBalanceOrder,
  orderStatus,
  payByProvider,
  payPending,
} from '@/mocks/services/billing';
import { createCouponOrder } from '@/mocks/services/coupons';
import { buyPackage } from '@/mocks/services/packages';

const cardOf = (simNo: string): DemoCard => findCard(simNo)!;
const buy = (card: DemoCard, extra: Partial<Parameters<typeof buyPackage>[1]> = {}) =>
  buyPackage(card, {
    packageId: 1,
    payType: 'balance',
    effectMode: 1,
    userCouponId: 0,
    payPassword: '',
    ...extra,
  });

describe('billing of the demo cards', () => {
  beforeEach(() => resetDb());
  afterEach(() => resetDb());

  it('buying a package from the balance lowers the balance, writes the ledger and lists the order', () => {
    const card = cardOf(DEMO.cards.ordinary);
    const before = card.info.balance!;
    const result = buy(card);
    expect(result).toMatchObject({ ok: true, data: { paid: true, payMoney: 29, payUrl: '' } });
    expect(card.info.balance).toBe(before - 29);
    expect(card.balanceLogs[0]).toMatchObject({ money: -29, after: before - 29 });
    expect(card.packageOrders[0]).toMatchObject({ packageName: '月包 30G', status: 1 });
    expect(result.ok && card.packageOrders[0].orderSn).toBe(result.ok && result.data.orderSn);
    expect(orderStatus(card, card.packageOrders[0].orderSn)).toMatchObject({
      ok: true,
      data: { status: 1, payMoney: 29 },
    });
  });

  it('refuses a balance payment that the balance cannot cover, and changes nothing', () => {
    const card = cardOf(DEMO.cards.arrears);
    const orders = card.packageOrders.length;
    expect(buy(card)).toEqual({
      ok: false,
      code: -1,
      message: 'Insufficient balance: 0.00 yuan, 29.00 yuan needed',
    });
    expect(card.info.balance).toBe(0);
    expect(card.packageOrders).toHaveLength(orders);
  });

  it('asks for the pay password of a card that has one: 41001 missing, 41002 wrong', () => {
    const card = cardOf(DEMO.cards.vip);
    expect(checkPayPassword(card, '')).toMatchObject({ code: 41001 });
    expect(checkPayPassword(card, '000000')).toMatchObject({ code: 41002 });
    expect(checkPayPassword(card, DEMO.vipPayPassword)).toBeNull();
    expect(buy(card, { payPassword: '000000' })).toMatchObject({ ok: false, code: 41002 });
    expect(card.info.balance).toBe(200);
    expect(buy(card, { payPassword: DEMO.vipPayPassword }).ok).toBe(true);
    expect(card.info.balance).toBe(171);
  });

  it('an online package order waits for the provider, whose callback puts the card in service', () => {
    const card = cardOf(DEMO.cards.arrears);
    const result = buy(card, { payType: 'wechat' });
    expect(result).toMatchObject({ ok: true, data: { paid: false } });
    const orderSn = result.ok ? result.data.orderSn : '';
    expect(orderStatus(card, orderSn)).toMatchObject({ data: { status: 0 } });
    expect(payByProvider(orderSn)).toEqual({ ok: true, data: { orderSn, paid: true } });
    expect(card.info.needBuyPackage).toBe(false);
    expect(orderStatus(card, orderSn)).toMatchObject({ data: { status: 1 } });
    expect(payByProvider(orderSn)).toMatchObject({ ok: false, code: -1 });
  });

  it('a recharge pays off arrears first and credits the rest with its gift', () => {
    const card = cardOf(DEMO.cards.arrears);
    const result = createBalanceOrder(card, { payType: 'wechat', optionId: 2, money: 0 });
    expect(result).toMatchObject({ ok: true, data: { paid: false, payMoney: 50 } });
    expect(card.balanceOrders[0]).toMatchObject({ money: 50, giveMoney: 5, status: 0 });
    payByProvider(card.balanceOrders[0].orderSn);
    expect(card.info.arrearsBalance).toBe(0);
    expect(card.info.balance).toBe(31.4);
    expect(card.balanceLogs[0]).toMatchObject({ money: 55, after: 31.4, remark: '余额充值' });
  });

  it('recharges are paid online, of 1-5000 yuan', () => {
    const card = cardOf(DEMO.cards.ordinary);
    expect(createBalanceOrder(card, { payType: 'balance', optionId: 1, money: 0 })).toMatchObject({
      ok: false,
      message: 'Recharge is paid online',
    });
    expect(createBalanceOrder(card, { payType: 'alipay', optionId: 0, money: 5001 })).toMatchObject(
      {
        ok: false,
        message: 'Amount must be 1-5000 yuan',
      },
    );
    expect(createBalanceOrder(card, { payType: 'alipay', optionId: 0, money: 12 }).ok).toBe(true);
  });

  it('an activity order is granted once, when the demo cashier pays it', () => {
    const card = cardOf(DEMO.cards.ordinary);
    const coupons = card.coupons.length;
    const result = createCouponOrder(card, { activityId: 1, payType: 'wechat' });
    expect(result).toMatchObject({ ok: true, data: { paid: false, payMoney: 100 } });
    const orderSn = result.ok ? result.data.orderSn : '';
    expect(result.ok && result.data.payUrl).toBe(`/api/iot/demoCashier/pay?orderSn=${orderSn}`);
    expect(orderStatus(card, orderSn)).toMatchObject({ data: { status: 0 } });
    expect(payPending(card, orderSn).ok).toBe(true);
    expect(card.info.balance).toBe(188.5);
    expect(card.coupons).toHaveLength(coupons + 3);
    expect(orderStatus(card, orderSn)).toMatchObject({ data: { status: 1 } });
    expect(payPending(card, orderSn)).toMatchObject({ ok: false });
    expect(card.info.balance).toBe(188.5);
  });

  it('charges round to the fen', () => {
    const card = cardOf(DEMO.cards.ordinary);
    expect(charge(card, 0.1, 'a')).toBeNull();
    expect(charge(card, 0.2, 'b')).toBeNull();
    expect(card.info.balance).toBe(58.2);
  });
});
