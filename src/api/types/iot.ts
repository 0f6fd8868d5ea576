/** Requests and responses of the IoT card calls (card information, packages, payment). */

import { CARD_PASSWORD_MODES, coded, EFFECT_MODES, PAY_TYPES, type Meanings } from '@/domain/codes';
import * as v from 'valibot';
import { viceSim, wifiConfig } from '@/domain/device';
import { OPERATOR_MEANINGS, OPERATOR_TYPES } from '@/domain/numbers';
import { accelerateOrder, numIn, packageItem, userCoupon, vipOrder } from '@/domain/iot';
import { breakPopupAttr, maybeList, optBool, simLayout } from '@/domain/layout';
import type { OrderPayStatus } from '@/domain/order';
import { payScene } from './common';
import {
  bool,
  list,
  numOr,
  obj,
  oneOf,
  openableUrl,
  optNum,
  optObj,
  optStr,
  reqStr,
  str,
  type Shape,
  optDateTime,
} from '@/lib/schema';
import type {
  simLoginBody,
  simLoginConfig,
  simLoginRefusal,
  simLoginResult,
} from '../declarations/site';

/** An object that may be missing (stays missing) or null (broken: null, reported). */
/* @__NO_SIDE_EFFECTS__ */
const maybeOrNull = <E extends v.ObjectEntries>(entries: E) => v.optional(optObj(entries));

/** Card information (GET /api/iot/simInfo; docs/requirements.md section 3): only the card number is required. */
export const simInfo = obj({
  /** Card number (or 'IotLayout:{id}' in preview). */
  simNo: reqStr,
  /** ICCID. */
  iccid: optStr,
  /** IMSI. */
  imsi: optStr,
  /** IMEI of the device it sits in. */
  imei: optStr,
  /** Bound phone number, '' when none. */
  mobile: optStr,
  /** Balance in yuan. */
  balance: optNum,
  /** Amount in arrears in yuan (0 when none). */
  arrearsBalance: optNum,
  /** Points. */
  integral: optNum,
  /** Coupon coins. */
  couponCoin: optNum,
  /** Sim status: 1 active, 2 suspended, 3 cancelled, 4 test, 5 stock. */
  simStatus: coded(optNum, { 1: 'active', 2: 'suspended', 3: 'cancelled', 4: 'test', 5: 'stock' }),
  /** Real-name status: 0 not done, 1 done, 2 reviewing. */
  authStatus: coded(optNum, { 0: 'not done', 1: 'done', 2: 'reviewing' }),
  /** Platform real-name status: 0 not done, 1 done, 2 reviewing. */
  authPlatformStatus: coded(optNum, { 0: 'not done', 1: 'done', 2: 'reviewing' }),
  /** Internet access: 1 on, 0 off. */
  internetStatus: coded(optNum, { 0: 'off', 1: 'on' }),
  /** Online now: 1 online, 0 offline. */
  onlineStatus: coded(optNum, { 0: 'offline', 1: 'online' }),
  /** Cancellation status: 0 none, 1 cancelling, 2 cancelled. */
  cancelStatus: coded(optNum, { 0: 'none', 1: 'cancelling', 2: 'cancelled' }),
  /** Replacement status: 0 none, 1 replacing. */
  replaceStatus: coded(optNum, { 0: 'none', 1: 'replacing' }),
  /** Total flow of the current package in MB (-1 unlimited). */
  totalFlow: optNum,
  /** Used flow in MB. */
  useFlow: optNum,
  /** Card status: 1 normal, 2 expired, 3 no package. */
  status: coded(optNum, { 1: 'normal', 2: 'expired', 3: 'no package' }),
  /** Package end. */
  endAt: optDateTime,
  /** Last time the operator data was synced. */
  lastRobinAt: optDateTime,
  /** Card created. */
  createdAt: optDateTime,
  /** Operator type (default 4 mobile; 99 device). */
  operatorType: coded(oneOf(OPERATOR_TYPES, undefined), OPERATOR_MEANINGS),
  /** Operator name. */
  operatorTypeName: optStr,
  /** Flow used today in MB. */
  dayUseFlow: optNum,
  /** Flow used this month in MB. */
  monthUseFlow: optNum,
  /** Flow left, in surplusUnit. */
  surplusFlow: optNum,
  /** Time left of the package, in days. */
  surplusTime: optNum,
  /** Unit of surplusFlow: 'MB' or 'GB'. */
  surplusUnit: coded(optStr, { MB: 'megabytes', GB: 'gigabytes' }),
  /** Tips about time left, '' for none. */
  surplusTimeTips: optStr,
  /** Whether the card must buy a coupon (recharge activity) before packages. */
  needBuyCoupon: optBool,
  /** Phone binding: 0 off, 1 optional, 2 required. */
  bindPhoneMode: coded(optNum, { 0: 'off', 1: 'optional', 2: 'required' }),
  /** APN. */
  apn: optStr,
  /** The card's layout. */
  simLayout: maybeOrNull(simLayout.entries),
  /** Promo code of the card's agent. */
  promoCode: optStr,
  /** Whether the card has no package and must buy one. */
  needBuyPackage: optBool,
  /** Whether operator real-name authentication is required. */
  needAuth: optBool,
  /** Whether platform real-name authentication is required. */
  needPlatformAuth: optBool,
  /** Platform auth type: 1 ID photos, 2 face. */
  platformAuthType: coded(optNum, { 1: 'ID photos', 2: 'face' }),
  /** Whether a pay password is set. */
  existPayPassword: optBool,
  /** Card password mode: 0 none, 1 password at login. */
  cardPasswordMode: coded(optNum, CARD_PASSWORD_MODES),
  /** Source type: 1 card, 2 device. */
  sourceType: coded(optNum, { 1: 'card', 2: 'device' }),
  /** Device number (sourceType 2). */
  deviceNo: optStr,
  /** Whether the package has unlimited flow. */
  isInfiniteFlow: optBool,
  /** Times recharged. */
  rechargeTimes: optNum,
  /** Number authentication status: 0 not done, 1 done. */
  numbAuth: optNum,
  /** Break rule id, 0 when none. */
  breakRuleId: optNum,
  /** Break rule tips (rich text). */
  breakTips: optStr,
  /** Whether the break popup cannot be closed. */
  breakNoClose: optBool,
  /** When the break rule is lifted automatically. */
  breakRemoveAt: optDateTime,
  /** Whether the user may lift the break rule. */
  allowRemoveBreak: optBool,
  /** Break popup attributes. */
  breakPopupAttr: maybeOrNull(breakPopupAttr.entries),
  /** Device details. */
  device: maybeOrNull({
    /** Wi-Fi encryption of the device. */
    wifiEncrypt: str,
  }),
  /** Secondary sims of a multi-sim device. */
  viceSims: maybeList(viceSim),
  /** Volume (pay-per-use) package id, 0 when none. */
  volumePackageId: optNum,
  /** Volume package usage. */
  volume: maybeOrNull({
    /** Flow used in MB. */
    useFlow: numOr(0),
    /** Amount charged so far. */
    totalMoney: numOr(0),
    /** Price per GB. */
    gPrice: numOr(0),
  }),
  /** Shop layout of the card. */
  simShopLayout: maybeOrNull({
    /** Domain of the card's shop. */
    domain: str,
  }),
  /** Active VIP order. */
  vipOrder: maybeOrNull(vipOrder.entries),
  /** Active acceleration order. */
  accelerateOrder: maybeOrNull(accelerateOrder.entries),
  /** Whether acceleration is on. */
  hasAccelerate: optBool,
  /** Device network mode: 1 4G, 2 5G. */
  deviceNetworkMode: coded(optNum, { 1: '4G', 2: '5G' }),
  /** Warranty expiry date, '' when none. */
  warrantyExpireDate: optDateTime,
  /** Warranty tag text. */
  warrantyExpireTag: optStr,
  /** Warranty content (rich text). */
  warrantyContent: optStr,
  /** Wi-Fi of a device card (sourceType 2); null for plain cards. Our extension of the spec's fields. */
  wifiConfig: maybeOrNull(wifiConfig.entries),
});
export type SimInfo = Shape<typeof simInfo>;

/** GET /api/iot/packageChoose: packages the card can buy. */
export const packageChooseResult = obj({
  /** Seckill packages (window relative to server time). */
  seckill: list(packageItem),
  /** Ordinary packages. */
  list: list(packageItem),
});
export type PackageChooseResult = Shape<typeof packageChooseResult>;

/** GET /api/iot/packageDetails. */
export const packageDetails = obj({
  ...packageItem.entries,
  /** Rich-text detail. */
  detail: str,
  /** Coupons of the card for this package. */
  coupons: list(userCoupon),
});
export type PackageDetails = Shape<typeof packageDetails>;

/** POST /api/iot/buyPackage body. */
export const buyPackageBody = v.object({
  /** Package id. */
  packageId: v.number(),
  /** 'balance', 'wechat' or 'alipay'. */
  payType: coded(v.string(), PAY_TYPES),
  /** User-coupon id, 0 for none. */
  userCouponId: v.optional(v.number()),
  /** Effect mode 1 now, 2 next month. */
  effectMode: coded(v.optional(v.number()), EFFECT_MODES),
  /** Pay password (required for balance payment once a password is set). */
  payPassword: v.optional(v.string()),
  /** 'jsapi' inside WeChat's browser: the answer carries WeChat's bridge parameters. */
  payScene,
});
export type BuyPackageBody = v.InferInput<typeof buyPackageBody>;

/** GET /api/iot/renewPackageOption: auto-renew choices. */
export const renewPackageOption = obj({
  /** Currently chosen package id, 0 for none. */
  currentPackageId: numOr(0),
  /** Packages that can auto-renew. */
  list: list(packageItem),
});
export type RenewPackageOption = Shape<typeof renewPackageOption>;

/** Real-name authentication link (GET /api/iot/simOfficialAuth, deviceOfficialAuth). */
export const officialAuthInfo = obj({
  /** Operator's real-name address (opened by the app: an unsafe address breaks the answer). */
  url: openableUrl,
  /** Whether it is already done. */
  done: bool,
  /** Guidance text. */
  tips: str,
});
export type OfficialAuthInfo = Shape<typeof officialAuthInfo>;

/** POST /api/iot/simPlatformAuth body. */
export const platformAuthBody = v.object({
  /** Real name. */
  name: v.string(),
  /** ID card number. */
  idCard: v.string(),
  /** ID front photo URL (type 1). */
  frontImage: v.optional(v.string()),
  /** ID back photo URL (type 1). */
  backImage: v.optional(v.string()),
});
export type PlatformAuthBody = v.InferInput<typeof platformAuthBody>;

/** Payment states of an order: 0 waiting for payment, 1 paid, 2 closed. */
const ORDER_PAY_STATUSES = [0, 1, 2] as const satisfies readonly OrderPayStatus[];
const ORDER_PAY_MEANINGS = {
  0: 'waiting for payment',
  1: 'paid',
  2: 'closed',
} satisfies Meanings<OrderPayStatus>;

/** GET /api/iot/orderStatus (extension): the payment state of any IoT order by its number. */
export const orderStatusResult = obj({
  /** Order number asked for. */
  orderSn: str,
  /** Payment state (the polling decides on it: an unknown state breaks the answer). */
  status: coded(numIn(ORDER_PAY_STATUSES), ORDER_PAY_MEANINGS),
  /** Amount of the order. */
  payMoney: numOr(0),
});
export type OrderStatusResult = Shape<typeof orderStatusResult>;

/** What the demo cashier answers once it has paid an order (GET of a demo payUrl). */
export const demoCashierResult = obj({
  /** Order number paid. */
  orderSn: str,
  /** Whether it is paid now. */
  paid: bool,
});
export type DemoCashierResult = Shape<typeof demoCashierResult>;

// The card login (GET /api/simLoginConfig, POST /api/simLogin) belongs to the site's declarations
// (src/api/declarations/site.ts), where its schemas are declared once; its types are theirs.

/** GET /api/simLoginConfig: how the IoT login page behaves. */
export type SimLoginConfig = Shape<typeof simLoginConfig>;

/** The data of a refused POST /api/simLogin (its cardPasswordMode). */
export type SimLoginRefusal = Shape<typeof simLoginRefusal>;

/** POST /api/simLogin body: a card number (ICCID, sim number or device number). */
export type SimLoginBody = Shape<typeof simLoginBody>;

/** POST /api/simLogin response. */
export type SimLoginResult = Shape<typeof simLoginResult>;
