/** The IoT card: packages, coupons, ledgers, VIP and acceleration, sims and bound accounts. */

import type { OperatorType } from './numbers';
import type { DurationUnitCode } from './site';

/** A VIP privilege group. */
export interface VipPrivileges {
  /** Group icon. */
  gi: string;
  /** Privilege lines. */
  items: { title: string; icon: string; desc: string }[];
}

/** What a VIP order and an acceleration order of the card both hold: payment, validity, refund. */
export interface AddonOrderBase {
  /** Order id. */
  id: number;
  /** Card id. */
  simId: number;
  /** Unique id. */
  uuid: string;
  /** Order number. */
  orderSn: string;
  /** How it was placed: 1 user, 2 gift, 3 admin. */
  placeType: number;
  /** Amount paid. */
  actualPayMoney: number;
  /** Starts. */
  startAt: string;
  /** Ends. */
  endAt: string;
  /** Validity tag: 1 valid, 0 expired, 2 not started. */
  validTag: number;
  /** Refunded at, '' when not refunded. */
  refundAt: string;
  /** Refund remark. */
  refundRemark: string;
  /** Refund type: 0 none, 1 full, 2 partial. */
  refundType: number;
  /** Remark. */
  remark: string;
  /** Status: 0 unpaid, 1 paid, 2 refunded, 3 cancelled. */
  status: number;
  /** Updated. */
  updatedAt: string;
  /** Created. */
  createdAt: string;
}

/** VIP order of the card (SPEC section 3). */
export interface VipOrder extends AddonOrderBase {
  /** VIP product id. */
  vipId: number;
  /** VIP product name. */
  vipName: string;
  /** VIP logo. */
  logo: string;
  /** List price. */
  packagePrice: number;
  /** Privileges. */
  privileges: VipPrivileges;
}

/** Acceleration (speed-up) order of the card (SPEC section 3). */
export interface AccelerateOrder extends AddonOrderBase {
  /** Acceleration product id. */
  accelerateId: number;
  /** Product name. */
  accelerateName: string;
  /** Speed code sent to the operator. */
  speedCode: string;
}

/** A secondary sim of a multi-sim device. */
export interface ViceSim {
  /** Sim number. */
  simNo: string;
  /** ICCID. */
  iccid: string;
  /** Operator type. */
  operatorType: OperatorType;
  /** Operator name. */
  operatorTypeName: string;
  /** Whether it is the sim in use. */
  current: boolean;
}

/** A package (data plan) of a card. */
export interface PackageItem {
  /** Package id. */
  id: number;
  /** Name. */
  name: string;
  /** Price. */
  price: number;
  /** Original price. */
  originalPrice: number;
  /** Flow in MB (-1 unlimited). */
  flow: number;
  /** Duration count. */
  duration: number;
  /** Duration unit (1 day, 2 month, 3 year). */
  durationUnit: DurationUnitCode;
  /** Short description. */
  desc: string;
  /** Tags. */
  tags: string[];
  /** Whether it is a seckill package. */
  seckill: boolean;
  /** Seckill window start (ISO), '' when not seckill. */
  seckillStartAt: string;
  /** Seckill window end (ISO), '' when not seckill. */
  seckillEndAt: string;
  /** Seckill stock left. */
  seckillStock: number;
  /** Whether it is recommended. */
  recommend: boolean;
  /** Whether it can be set as auto-renew. */
  renewable: boolean;
  /** Effect modes: 1 now, 2 next month. */
  effectModes: number[];
}

/** A coupon held by the card. */
export interface UserCoupon {
  /** User-coupon id (send this when using it). */
  id: number;
  /** Coupon template id. */
  couponId: number;
  /** Name. */
  name: string;
  /** 1 amount off, 2 discount rate. */
  type: 1 | 2;
  /** Amount off in yuan, or rate (0.8 = 20 % off). */
  value: number;
  /** Minimum spend. */
  minSpend: number;
  /** Valid from. */
  startAt: string;
  /** Valid until. */
  endAt: string;
  /** 1 usable, 2 unusable (see reason), 3 expired, 4 used. */
  state: 1 | 2 | 3 | 4;
  /** Why it cannot be used here ('' when usable). */
  reason: string;
}

/** A package order of the card (GET /api/iot/simPackageList). */
export interface SimPackageOrder {
  /** Order id. */
  id: number;
  /** Order number. */
  orderSn: string;
  /** Package name. */
  packageName: string;
  /** Amount paid. */
  payMoney: number;
  /** Pay type. */
  payType: string;
  /** 0 unpaid, 1 effective, 2 waiting to take effect, 3 expired, 4 refunded. */
  status: number;
  /** Starts. */
  startAt: string;
  /** Ends. */
  endAt: string;
  /** Created. */
  createdAt: string;
}

/** A balance recharge order (GET /api/iot/simBalanceList). */
export interface BalanceOrder {
  /** Order id. */
  id: number;
  /** Order number. */
  orderSn: string;
  /** Amount recharged. */
  money: number;
  /** Bonus granted. */
  giveMoney: number;
  /** 0 unpaid, 1 paid. */
  status: number;
  /** Created. */
  createdAt: string;
}

/** A balance ledger line (GET /api/iot/simBalanceLogList). */
export interface BalanceLog {
  /** Line id. */
  id: number;
  /** Change (negative = spent). */
  money: number;
  /** Balance after. */
  after: number;
  /** What for. */
  remark: string;
  /** When. */
  createdAt: string;
}

/** A points ledger line (GET /api/iot/simIntegralLogList). */
export interface IntegralLog {
  /** Line id. */
  id: number;
  /** Change (negative = spent). */
  integral: number;
  /** Points after. */
  after: number;
  /** What for. */
  remark: string;
  /** When. */
  createdAt: string;
}

/** A coupon-coin ledger line (GET /api/iot/couponCoinLogList). */
export interface CouponCoinLog {
  /** Line id. */
  id: number;
  /** Change. */
  coin: number;
  /** Coins after. */
  after: number;
  /** What for. */
  remark: string;
  /** When. */
  createdAt: string;
}

/** A balance recharge option (GET /api/iot/balanceChoose). */
export interface BalanceOption {
  /** Option id. */
  id: number;
  /** Amount to pay. */
  money: number;
  /** Bonus. */
  giveMoney: number;
  /** Label. */
  title: string;
}

/** A recharge activity (coupon) (GET /api/iot/couponChoose). */
export interface CouponActivity {
  /** Activity id. */
  id: number;
  /** Title. */
  title: string;
  /** Price. */
  price: number;
  /** Value credited. */
  faceValue: number;
  /** Description. */
  desc: string;
  /** Coupons granted. */
  coupons: { name: string; count: number }[];
}

/** One day of usage history (GET /api/iot/simHistoryLine). */
export interface HistoryLinePoint {
  /** Day 'YYYY-MM-DD'. */
  date: string;
  /** Flow used that day in MB. */
  flow: number;
}

/** A VIP product (GET /api/iot/vipList). */
export interface VipProduct {
  /** VIP id. */
  id: number;
  /** Name. */
  name: string;
  /** Logo. */
  logo: string;
  /** Price. */
  price: number;
  /** Original price. */
  originalPrice: number;
  /** Duration count. */
  duration: number;
  /** Duration unit. */
  durationUnit: DurationUnitCode;
  /** Privileges. */
  privileges: VipPrivileges;
}

/** An acceleration product (GET /api/iot/accelerateList). */
export interface AccelerateProduct {
  /** Product id. */
  id: number;
  /** Name. */
  name: string;
  /** Price. */
  price: number;
  /** Duration count. */
  duration: number;
  /** Duration unit. */
  durationUnit: DurationUnitCode;
  /** Speed description, e.g. 'up to 300 Mbps'. */
  speed: string;
  /** Description. */
  desc: string;
}

/** A coupon that can be exchanged for coupon coins (GET /api/iot/couponExchangeList). */
export interface CouponExchangeItem {
  /** Exchange item id. */
  id: number;
  /** Coupon name. */
  name: string;
  /** Coins needed. */
  coin: number;
  /** Coupon value. */
  value: number;
  /** Minimum spend of the coupon. */
  minSpend: number;
  /** Stock. */
  stock: number;
}

/** A card the device can switch to (GET /api/iot/changeSimList). */
export interface ChangeSimItem {
  /** Sim number. */
  simNo: string;
  /** Operator type. */
  operatorType: OperatorType;
  /** Operator name. */
  operatorTypeName: string;
  /** Whether it is in use. */
  current: boolean;
  /** Signal 0-4. */
  signal: number;
}

/** A third-party account bound to the card (GET /api/iot/getSimOauthList). */
export interface SimOauth {
  /** Binding id. */
  id: number;
  /** Platform: 'wechat', 'alipay'. */
  platform: string;
  /** Nickname. */
  nickname: string;
  /** Avatar. */
  avatar: string;
  /** Bound at. */
  createdAt: string;
}
