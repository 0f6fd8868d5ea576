import type { CouponActivity, PayResult, UserCoupon } from '@/api/types';
import { COUPON_ACTIVITIES, DAY, db, iso, nextId, type DemoCard } from '../db';
import { addPending, credit, ONLINE_PAY_TYPES, round2 } from './billing';
import { done, invalidInput, refuse, type Result } from './result';

/** Price after a coupon, or the reason it cannot be used. */
export function applyCoupon(
  coupon: UserCoupon,
  price: number,
  now = Date.now(),
): { pay: number } | { reason: string } {
  if (coupon.state === 3 || Date.parse(coupon.endAt) < now) return { reason: 'Coupon expired' };
  if (coupon.state === 4) return { reason: 'Coupon already used' };
  if (price < coupon.minSpend) return { reason: `Spend ${coupon.minSpend} yuan or more to use it` };
  const pay = coupon.type === 1 ? price - coupon.value : price * coupon.value;
  return { pay: Math.max(0, round2(pay)) };
}

/** Coupons judged against a price: usable, unusable with the reason, expired. */
export function judgeCoupons(
  coupons: UserCoupon[],
  price: number | null,
  now = Date.now(),
): UserCoupon[] {
  return coupons.map((coupon) => {
    if (coupon.state === 4) return coupon;
    if (Date.parse(coupon.endAt) < now) return { ...coupon, state: 3, reason: 'Expired' };
    if (price === null) return coupon;
    const result = applyCoupon(coupon, price, now);
    return 'reason' in result
      ? { ...coupon, state: 2, reason: result.reason }
      : { ...coupon, state: 1, reason: '' };
  });
}

/** The card's coupons judged against a price (null: no price, only expiry). */
export const couponsFor = (card: DemoCard, price: number | null, now = Date.now()) =>
  judgeCoupons(card.coupons, price, now);

/**
 * Takes a coupon of the card for a price: the price to pay and the coupon, to be marked used
 * with spendCoupon once the payment went through.
 */
export function redeemCoupon(
  card: DemoCard,
  couponId: number,
  price: number,
): Result<{ pay: number; coupon: UserCoupon | undefined }> {
  if (!couponId) return done({ pay: price, coupon: undefined });
  const coupon = card.coupons.find((c) => c.id === couponId);
  if (!coupon) return invalidInput('Coupon not found');
  const applied = applyCoupon(coupon, price);
  if ('reason' in applied) return refuse(-1, applied.reason);
  return done({ pay: applied.pay, coupon });
}

/** A coupon is used once. */
export function spendCoupon(coupon: UserCoupon): void {
  coupon.state = 4;
}

/** A new coupon of 30 days in the card's wallet. */
function giveCoupon(
  card: DemoCard,
  coupon: Omit<UserCoupon, 'id' | 'startAt' | 'endAt' | 'state' | 'reason'>,
): UserCoupon {
  const now = Date.now();
  const given: UserCoupon = {
    id: nextId(),
    ...coupon,
    startAt: iso(now),
    endAt: iso(now + 30 * DAY),
    state: 1,
    reason: '',
  };
  card.coupons.unshift(given);
  return given;
}

/** Exchanges coupon coins for a coupon: 30001 when out of stock, -1 when the coins are short. */
export function exchangeCoupon(card: DemoCard, itemId: number): Result<UserCoupon> {
  const item = db.exchangeItems.find((e) => e.id === itemId);
  if (!item) return invalidInput('Coupon not found');
  if (item.stock <= 0) return refuse(30001, '');
  const coins = card.info.couponCoin ?? 0;
  if (coins < item.coin)
    return refuse(-1, `Not enough coupon coins: ${coins}, ${item.coin} needed`);
  card.info.couponCoin = coins - item.coin;
  item.stock -= 1;
  card.couponCoinLogs.unshift({
    id: nextId(),
    coin: -item.coin,
    after: card.info.couponCoin,
    remark: `兑换 ${item.name}`,
    createdAt: iso(Date.now()),
  });
  // The coupon is dated after the ledger line, as the real backend does.
  return done(
    giveCoupon(card, {
      couponId: 100 + item.id,
      name: item.name,
      type: 1,
      value: item.value,
      minSpend: item.minSpend,
    }),
  );
}

/** What paying a recharge activity grants: its face value on the balance and its coupons. */
export function grantActivity(card: DemoCard, activity: CouponActivity, orderSn: string): void {
  card.balanceOrders.unshift({
    id: nextId(),
    orderSn,
    money: activity.price,
    giveMoney: round2(activity.faceValue - activity.price),
    status: 1,
    createdAt: iso(Date.now()),
  });
  credit(card, activity.faceValue, `充值活动 ${activity.title}`);
  for (const grant of activity.coupons) {
    for (let i = 0; i < grant.count; i += 1) {
      giveCoupon(card, {
        couponId: 200 + activity.id,
        name: grant.name,
        type: 1,
        value: 10,
        minSpend: 20,
      });
    }
  }
}

/** A recharge activity order, paid online; paying it grants the activity. */
export function createCouponOrder(
  card: DemoCard,
  input: { activityId: number; payType: string },
): Result<PayResult> {
  const activity = COUPON_ACTIVITIES.find((a) => a.id === input.activityId);
  if (!activity) return invalidInput('Activity not found');
  if (!ONLINE_PAY_TYPES.includes(input.payType)) return invalidInput('Activities are paid online');
  const orderSn = `CPN${Date.now()}`;
  return done(
    addPending(card, {
      orderSn,
      money: activity.price,
      status: 0,
      grant: () => grantActivity(card, activity, orderSn),
    }),
  );
}
