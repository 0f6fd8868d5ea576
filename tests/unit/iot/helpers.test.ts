import { describe, expect, it } from 'vitest';
import type { UserCoupon } from '@/api/types';
import { parseAmount } from '@/components/iot/AmountOptions';
import { couponDiscount, groupCoupons } from '@/components/iot/CouponPicker';
import { isWeakPassword } from '@/components/iot/PayPasswordPad';
import { SIM_INPUT_PATTERN } from '@/components/iot/LoginForm';

const coupon = (patch: Partial<UserCoupon>): UserCoupon => ({
  id: 1,
  couponId: 1,
  name: 'c',
  type: 1,
  value: 5,
  minSpend: 20,
  startAt: '2026-11-01T00:00:00.000Z',
  endAt: '2026-12-01T00:00:00.000Z',
  state: 1,
  reason: '',
  ...patch,
});

describe('coupons', () => {
  it('lists usable coupons first and unusable ones after, hiding expired and used ones', () => {
    const list = [
      coupon({ id: 1, state: 2, reason: 'min spend' }),
      coupon({ id: 2, state: 3 }),
      coupon({ id: 3, state: 1 }),
      coupon({ id: 4, state: 4 }),
    ];
    const { usable, unusable } = groupCoupons(list);
    expect(usable.map((c) => c.id)).toEqual([3]);
    expect(unusable.map((c) => c.id)).toEqual([1]);
  });

  it('takes an amount or a rate off, never below zero and never under the minimum spend', () => {
    expect(couponDiscount(coupon({ value: 5, minSpend: 20 }), 29)).toBe(5);
    expect(couponDiscount(coupon({ value: 5, minSpend: 20 }), 19)).toBe(0);
    expect(couponDiscount(coupon({ type: 2, value: 0.9, minSpend: 0 }), 59)).toBe(5.9);
    expect(couponDiscount(coupon({ value: 50, minSpend: 0 }), 3)).toBe(3);
    expect(couponDiscount(coupon({ state: 2 }), 100)).toBe(0);
    expect(couponDiscount(undefined, 100)).toBe(0);
  });
});

describe('recharge amount', () => {
  it('accepts 1 to 5000 yuan with at most two decimals', () => {
    expect(parseAmount('1')).toBe(1);
    expect(parseAmount(' 88.88 ')).toBe(88.88);
    expect(parseAmount('5000')).toBe(5000);
    expect(parseAmount('0.99')).toBeNull();
    expect(parseAmount('5000.01')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});

describe('pay password', () => {
  it('refuses six identical digits and straight runs', () => {
    expect(isWeakPassword('111111')).toBe(true);
    expect(isWeakPassword('123456')).toBe(true);
    expect(isWeakPassword('654321')).toBe(true);
    expect(isWeakPassword('135790')).toBe(false);
    expect(isWeakPassword('112233')).toBe(false);
  });
});

describe('card number input', () => {
  it('takes card, ICCID and device numbers', () => {
    expect(SIM_INPUT_PATTERN.test('1064800000001')).toBe(true);
    expect(SIM_INPUT_PATTERN.test('89860400000000070001')).toBe(true);
    expect(SIM_INPUT_PATTERN.test('MF8600000007')).toBe(true);
    expect(SIM_INPUT_PATTERN.test('1064 800')).toBe(false);
    expect(SIM_INPUT_PATTERN.test('123')).toBe(false);
  });
});
