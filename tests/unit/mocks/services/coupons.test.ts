import { afterEach, describe, expect, it } from 'vitest';
import { db, DEMO, findCard, resetDb } from '@/mocks/db';
import { applyCoupon, couponsFor, exchangeCoupon } from '@/mocks/services/coupons';
import { buyPackage } from '@/mocks/services/packages';

const card = () => findCard(DEMO.cards.ordinary)!;
const buyWith = (userCouponId: number, packageId = 1) =>
  buyPackage(card(), {
    packageId,
    payType: 'balance',
    effectMode: 1,
    userCouponId,
    payPassword: '',
  });

describe('coupons of the demo cards', () => {
  afterEach(() => resetDb());

  it('takes money off, or a share of the price, never below zero', () => {
    const [fiveOff, tenPercent] = card().coupons;
    expect(applyCoupon(fiveOff, 29)).toEqual({ pay: 24 });
    expect(applyCoupon(tenPercent, 29)).toEqual({ pay: 26.1 });
    expect(applyCoupon({ ...fiveOff, minSpend: 0, value: 50 }, 29)).toEqual({ pay: 0 });
    expect(applyCoupon(fiveOff, 19)).toEqual({ reason: 'Spend 20 yuan or more to use it' });
  });

  it('judges the wallet against a price: usable, too small a spend, expired', () => {
    const states = couponsFor(card(), 29).map((c) => [c.state, c.reason]);
    expect(states).toEqual([
      [1, ''],
      [1, ''],
      [2, 'Spend 100 yuan or more to use it'],
      [3, 'Expired'],
    ]);
  });

  it('a coupon is used once', () => {
    const [fiveOff] = card().coupons;
    expect(buyWith(fiveOff.id)).toMatchObject({ ok: true, data: { payMoney: 24 } });
    expect(card().coupons[0].state).toBe(4);
    expect(buyWith(fiveOff.id)).toEqual({ ok: false, code: -1, message: 'Coupon already used' });
  });

  it('a refused payment keeps the coupon', () => {
    const [fiveOff] = card().coupons;
    expect(buyWith(fiveOff.id, 4).ok).toBe(false);
    expect(card().coupons[0].state).toBe(1);
  });

  it('exchanges coupon coins for a coupon while the stock lasts (30001 when out)', () => {
    const result = exchangeCoupon(card(), 1);
    expect(result).toMatchObject({ ok: true, data: { name: '5 元套餐券', state: 1 } });
    expect(card().info.couponCoin).toBe(20);
    expect(card().couponCoinLogs[0]).toMatchObject({ coin: -10, after: 20 });
    expect(card().coupons[0]).toEqual(result.ok && result.data);
    expect(db.exchangeItems[0].stock).toBe(99);
    expect(exchangeCoupon(card(), 2)).toMatchObject({ ok: false, code: -1 });
    expect(exchangeCoupon(card(), 3)).toMatchObject({ ok: false, code: 30001 });
  });
});
