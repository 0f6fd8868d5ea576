/** The IoT card: packages, coupons, ledgers, VIP and acceleration, sims and bound accounts. */

import { coded, EFFECT_MODES, PAY_TYPES, type Meanings } from './codes';
import * as v from 'valibot';
import {
  bool,
  list,
  num,
  numOr,
  obj,
  oneOf,
  reqStr,
  str,
  strList,
  type Field,
  type Shape,
  day,
  dateTime,
} from '@/lib/schema';
import type { DurationUnitCode } from './site';

// The sims of a device (ViceSim, ChangeSimItem) live with the device in ./device.ts.
export type { ChangeSimItem, ViceSim } from './device';

/** Duration unit codes: 1 day, 2 month, 3 year. */
export const DURATION_UNITS = [1, 2, 3] as const satisfies readonly DurationUnitCode[];

/** A duration unit; unknown ones read as 2 (month). */
export const durationUnit = /* @__PURE__ */ coded(oneOf(DURATION_UNITS, 2), {
  1: 'day',
  2: 'month',
  3: 'year',
} satisfies Meanings<DurationUnitCode>);

/**
 * One of a fixed set of numbers the page cannot do without (a coupon's kind, an order's status):
 * anything else breaks the answer, or drops the item of a list.
 */
/* @__NO_SIDE_EFFECTS__ */
export const numIn = <const T extends readonly number[]>(options: T) =>
  v.pipe(
    num,
    v.check((value: number) => options.includes(value), 'not a known value'),
  ) as unknown as Field<T[number]>;

/** A VIP privilege line. */
export const vipPrivilegeItem = obj({
  /** Title. */
  title: str,
  /** Icon. */
  icon: str,
  /** Description. */
  desc: str,
});

/** A VIP privilege group. */
export const vipPrivileges = obj({
  /** Group icon. */
  gi: str,
  /** Privilege lines. */
  items: list(vipPrivilegeItem),
});
export type VipPrivileges = Shape<typeof vipPrivileges>;

/** What a VIP order and an acceleration order of the card both hold: payment, validity, refund. */
export const addonOrderBase = obj({
  /** Order id. */
  id: num,
  /** Card id. */
  simId: numOr(0),
  /** Unique id. */
  uuid: str,
  /** Order number. */
  orderSn: reqStr,
  /** How it was placed: 1 user, 2 gift, 3 admin. */
  placeType: coded(numOr(1), { 1: 'user', 2: 'gift', 3: 'admin' }),
  /** Amount paid. */
  actualPayMoney: numOr(0),
  /** Starts. */
  startAt: dateTime,
  /** Ends. */
  endAt: dateTime,
  /** Validity tag: 1 valid, 0 expired, 2 not started. */
  validTag: coded(numOr(1), { 0: 'expired', 1: 'valid', 2: 'not started' }),
  /** Refunded at, '' when not refunded. */
  refundAt: dateTime,
  /** Refund remark. */
  refundRemark: str,
  /** Refund type: 0 none, 1 full, 2 partial. */
  refundType: coded(numOr(0), { 0: 'none', 1: 'full', 2: 'partial' }),
  /** Remark. */
  remark: str,
  /** Status: 0 unpaid, 1 paid, 2 refunded, 3 cancelled. */
  status: coded(num, { 0: 'unpaid', 1: 'paid', 2: 'refunded', 3: 'cancelled' }),
  /** Updated. */
  updatedAt: dateTime,
  /** Created. */
  createdAt: dateTime,
});
export type AddonOrderBase = Shape<typeof addonOrderBase>;

/** VIP order of the card (docs/requirements.md section 3). */
export const vipOrder = obj({
  ...addonOrderBase.entries,
  /** VIP product id. */
  vipId: num,
  /** VIP product name. */
  vipName: str,
  /** VIP logo. */
  logo: str,
  /** List price. */
  packagePrice: numOr(0),
  /** Privileges. */
  privileges: vipPrivileges,
});
export type VipOrder = Shape<typeof vipOrder>;

/** Acceleration (speed-up) order of the card (docs/requirements.md section 3). */
export const accelerateOrder = obj({
  ...addonOrderBase.entries,
  /** Acceleration product id. */
  accelerateId: numOr(0),
  /** Product name. */
  accelerateName: str,
  /** Speed code sent to the operator. */
  speedCode: str,
});
export type AccelerateOrder = Shape<typeof accelerateOrder>;

/** A package (data plan) of a card. */
export const packageItem = obj({
  /** Package id. */
  id: num,
  /** Name. */
  name: str,
  /** Price. */
  price: num,
  /** Original price. */
  originalPrice: numOr(0),
  /** Flow in MB (-1 unlimited). */
  flow: numOr(0),
  /** Duration count. */
  duration: numOr(0),
  /** Duration unit (1 day, 2 month, 3 year). */
  durationUnit,
  /** Short description. */
  desc: str,
  /** Tags. */
  tags: strList,
  /** Whether it is a seckill package. */
  seckill: bool,
  /** Seckill window start (ISO), '' when not seckill. */
  seckillStartAt: dateTime,
  /** Seckill window end (ISO), '' when not seckill. */
  seckillEndAt: dateTime,
  /** Seckill stock left. */
  seckillStock: numOr(0),
  /** Whether it is recommended. */
  recommend: bool,
  /** Whether it can be set as auto-renew. */
  renewable: bool,
  /** Effect modes: 1 now, 2 next month. */
  effectModes: coded(list(num), EFFECT_MODES),
});
export type PackageItem = Shape<typeof packageItem>;

/** A coupon held by the card. */
export const userCoupon = obj({
  /** User-coupon id (send this when using it). */
  id: num,
  /** Coupon template id. */
  couponId: numOr(0),
  /** Name. */
  name: str,
  /** 1 amount off, 2 discount rate (the price depends on it: an unknown kind drops the coupon). */
  type: coded(numIn([1, 2]), { 1: 'amount off', 2: 'discount rate' }),
  /** Amount off in yuan, or rate (0.8 = 20 % off). */
  value: num,
  /** Minimum spend. */
  minSpend: numOr(0),
  /** Valid from. */
  startAt: dateTime,
  /** Valid until. */
  endAt: dateTime,
  /** 1 usable, 2 unusable (see reason), 3 expired, 4 used. */
  state: coded(oneOf([1, 2, 3, 4] as const, 1), {
    1: 'usable',
    2: 'unusable (see reason)',
    3: 'expired',
    4: 'used',
  }),
  /** Why it cannot be used here ('' when usable). */
  reason: str,
});
export type UserCoupon = Shape<typeof userCoupon>;

/** A package order of the card (GET /api/iot/simPackageList). */
export const simPackageOrder = obj({
  /** Order id. */
  id: num,
  /** Order number. */
  orderSn: reqStr,
  /** Package name. */
  packageName: str,
  /** Amount paid. */
  payMoney: numOr(0),
  /** Pay type. */
  payType: coded(str, PAY_TYPES),
  /** 0 unpaid, 1 effective, 2 waiting to take effect, 3 expired, 4 refunded. */
  status: coded(num, {
    0: 'unpaid',
    1: 'effective',
    2: 'waiting to take effect',
    3: 'expired',
    4: 'refunded',
  }),
  /** Starts. */
  startAt: dateTime,
  /** Ends. */
  endAt: dateTime,
  /** Created. */
  createdAt: dateTime,
});
export type SimPackageOrder = Shape<typeof simPackageOrder>;

/** A balance recharge order (GET /api/iot/simBalanceList). */
export const balanceOrder = obj({
  /** Order id. */
  id: num,
  /** Order number. */
  orderSn: reqStr,
  /** Amount recharged. */
  money: num,
  /** Bonus granted. */
  giveMoney: numOr(0),
  /** 0 unpaid, 1 paid. */
  status: coded(num, { 0: 'unpaid', 1: 'paid' }),
  /** Created. */
  createdAt: dateTime,
});
export type BalanceOrder = Shape<typeof balanceOrder>;

/**
 * A line of one of the card's ledgers (balance, points, coupon coins): the ledgers share this shape
 * and differ only in what the change and the total after it are named, given by `change`. This is
 * the one home of the ledgers' shape.
 */
/* @__NO_SIDE_EFFECTS__ */
const ledgerLine = <E extends v.ObjectEntries>(change: E) =>
  obj({
    /** Line id. */
    id: num,
    ...change,
    /** What for. */
    remark: str,
    /** When. */
    createdAt: dateTime,
  });

/** A balance ledger line (GET /api/iot/simBalanceLogList). */
export const balanceLog = /* @__PURE__ */ ledgerLine({
  /** Change (negative = spent). */
  money: numOr(0),
  /** Balance after. */
  after: numOr(0),
});
export type BalanceLog = Shape<typeof balanceLog>;

/** A points ledger line (GET /api/iot/simIntegralLogList). */
export const integralLog = /* @__PURE__ */ ledgerLine({
  /** Change (negative = spent). */
  integral: numOr(0),
  /** Points after. */
  after: numOr(0),
});
export type IntegralLog = Shape<typeof integralLog>;

/** A coupon-coin ledger line (GET /api/iot/couponCoinLogList). */
export const couponCoinLog = /* @__PURE__ */ ledgerLine({
  /** Change. */
  coin: numOr(0),
  /** Coins after. */
  after: numOr(0),
});
export type CouponCoinLog = Shape<typeof couponCoinLog>;

/** A balance recharge option (GET /api/iot/balanceChoose). */
export const balanceOption = obj({
  /** Option id. */
  id: num,
  /** Amount to pay. */
  money: num,
  /** Bonus. */
  giveMoney: numOr(0),
  /** Label. */
  title: str,
});
export type BalanceOption = Shape<typeof balanceOption>;

/** A recharge activity (coupon) (GET /api/iot/couponChoose). */
export const couponActivity = obj({
  /** Activity id. */
  id: num,
  /** Title. */
  title: str,
  /** Price. */
  price: num,
  /** Value credited. */
  faceValue: numOr(0),
  /** Description. */
  desc: str,
  /** Coupons granted. */
  coupons: list(
    obj({
      /** Coupon name. */
      name: str,
      /** How many. */
      count: numOr(1),
    }),
  ),
});
export type CouponActivity = Shape<typeof couponActivity>;

/** One day of usage history (GET /api/iot/simHistoryLine). */
export const historyLinePoint = obj({
  /** Day 'YYYY-MM-DD'. */
  date: day,
  /** Flow used that day in MB. */
  flow: numOr(0),
});
export type HistoryLinePoint = Shape<typeof historyLinePoint>;

/** A VIP product (GET /api/iot/vipList). */
export const vipProduct = obj({
  /** VIP id. */
  id: num,
  /** Name. */
  name: str,
  /** Logo. */
  logo: str,
  /** Price. */
  price: num,
  /** Original price. */
  originalPrice: numOr(0),
  /** Duration count. */
  duration: numOr(0),
  /** Duration unit. */
  durationUnit,
  /** Privileges. */
  privileges: vipPrivileges,
});
export type VipProduct = Shape<typeof vipProduct>;

/** An acceleration product (GET /api/iot/accelerateList). */
export const accelerateProduct = obj({
  /** Product id. */
  id: num,
  /** Name. */
  name: str,
  /** Price. */
  price: num,
  /** Duration count. */
  duration: numOr(0),
  /** Duration unit. */
  durationUnit,
  /** Speed description, e.g. 'up to 300 Mbps'. */
  speed: str,
  /** Description. */
  desc: str,
});
export type AccelerateProduct = Shape<typeof accelerateProduct>;

/** A coupon that can be exchanged for coupon coins (GET /api/iot/couponExchangeList). */
export const couponExchangeItem = obj({
  /** Exchange item id. */
  id: num,
  /** Coupon name. */
  name: str,
  /** Coins needed. */
  coin: num,
  /** Coupon value. */
  value: num,
  /** Minimum spend of the coupon. */
  minSpend: numOr(0),
  /** Stock. */
  stock: numOr(0),
});
export type CouponExchangeItem = Shape<typeof couponExchangeItem>;
