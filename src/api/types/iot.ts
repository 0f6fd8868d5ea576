/** Requests and responses of the IoT card calls (card information, login, packages, payment). */

import type { WifiConfig } from '@/domain/device';
import type { AccelerateOrder, PackageItem, UserCoupon, ViceSim, VipOrder } from '@/domain/iot';
import type { BreakPopupAttr, SimLayout } from '@/domain/layout';
import type { OperatorType } from '@/domain/numbers';
import type { OrderPayStatus } from '@/domain/order';

/** Card information (GET /api/iot/simInfo; SPEC section 3). */
export interface SimInfo {
  /** Card number (or 'IotLayout:{id}' in preview). */
  simNo: string;
  /** ICCID. */
  iccid?: string;
  /** IMSI. */
  imsi?: string;
  /** IMEI of the device it sits in. */
  imei?: string;
  /** Bound phone number, '' when none. */
  mobile?: string;
  /** Balance in yuan. */
  balance?: number;
  /** Amount in arrears in yuan (0 when none). */
  arrearsBalance?: number;
  /** Points. */
  integral?: number;
  /** Coupon coins. */
  couponCoin?: number;
  /** Sim status: 1 active, 2 suspended, 3 cancelled, 4 test, 5 stock. */
  simStatus?: number;
  /** Real-name status: 0 not done, 1 done, 2 reviewing. */
  authStatus?: number;
  /** Platform real-name status: 0 not done, 1 done, 2 reviewing. */
  authPlatformStatus?: number;
  /** Internet access: 1 on, 0 off. */
  internetStatus?: number;
  /** Online now: 1 online, 0 offline. */
  onlineStatus?: number;
  /** Cancellation status: 0 none, 1 cancelling, 2 cancelled. */
  cancelStatus?: number;
  /** Replacement status: 0 none, 1 replacing. */
  replaceStatus?: number;
  /** Total flow of the current package in MB (-1 unlimited). */
  totalFlow?: number;
  /** Used flow in MB. */
  useFlow?: number;
  /** Card status: 1 normal, 2 expired, 3 no package. */
  status?: number;
  /** Package end. */
  endAt?: string;
  /** Last time the operator data was synced. */
  lastRobinAt?: string;
  /** Card created. */
  createdAt?: string;
  /** Operator type (default 4 mobile; 99 device). */
  operatorType?: OperatorType;
  /** Operator name. */
  operatorTypeName?: string;
  /** Flow used today in MB. */
  dayUseFlow?: number;
  /** Flow used this month in MB. */
  monthUseFlow?: number;
  /** Flow left, in surplusUnit. */
  surplusFlow?: number;
  /** Time left of the package, in days. */
  surplusTime?: number;
  /** Unit of surplusFlow: 'MB' or 'GB'. */
  surplusUnit?: string;
  /** Tips about time left, '' for none. */
  surplusTimeTips?: string;
  /** Whether the card must buy a coupon (recharge activity) before packages. */
  needBuyCoupon?: boolean;
  /** Phone binding: 0 off, 1 optional, 2 required. */
  bindPhoneMode?: number;
  /** APN. */
  apn?: string;
  /** The card's layout. */
  simLayout?: SimLayout | null;
  /** Promo code of the card's agent. */
  promoCode?: string;
  /** Whether the card has no package and must buy one. */
  needBuyPackage?: boolean;
  /** Whether operator real-name authentication is required. */
  needAuth?: boolean;
  /** Whether platform real-name authentication is required. */
  needPlatformAuth?: boolean;
  /** Platform auth type: 1 ID photos, 2 face. */
  platformAuthType?: number;
  /** Whether a pay password is set. */
  existPayPassword?: boolean;
  /** Card password mode: 0 none, 1 password at login. */
  cardPasswordMode?: number;
  /** Source type: 1 card, 2 device. */
  sourceType?: number;
  /** Device number (sourceType 2). */
  deviceNo?: string;
  /** Whether the package has unlimited flow. */
  isInfiniteFlow?: boolean;
  /** Times recharged. */
  rechargeTimes?: number;
  /** Number authentication status: 0 not done, 1 done. */
  numbAuth?: number;
  /** Break rule id, 0 when none. */
  breakRuleId?: number;
  /** Break rule tips (rich text). */
  breakTips?: string;
  /** Whether the break popup cannot be closed. */
  breakNoClose?: boolean;
  /** When the break rule is lifted automatically. */
  breakRemoveAt?: string;
  /** Whether the user may lift the break rule. */
  allowRemoveBreak?: boolean;
  /** Break popup attributes. */
  breakPopupAttr?: BreakPopupAttr | null;
  /** Device details. */
  device?: { wifiEncrypt: string } | null;
  /** Secondary sims of a multi-sim device. */
  viceSims?: ViceSim[];
  /** Volume (pay-per-use) package id, 0 when none. */
  volumePackageId?: number;
  /** Volume package usage. */
  volume?: { useFlow: number; totalMoney: number; gPrice: number } | null;
  /** Shop layout of the card. */
  simShopLayout?: { domain: string } | null;
  /** Active VIP order. */
  vipOrder?: VipOrder | null;
  /** Active acceleration order. */
  accelerateOrder?: AccelerateOrder | null;
  /** Whether acceleration is on. */
  hasAccelerate?: boolean;
  /** Device network mode: 1 4G, 2 5G. */
  deviceNetworkMode?: number;
  /** Warranty expiry date, '' when none. */
  warrantyExpireDate?: string;
  /** Warranty tag text. */
  warrantyExpireTag?: string;
  /** Warranty content (rich text). */
  warrantyContent?: string;
  /** Wi-Fi of a device card (sourceType 2); null for plain cards. Our extension of the spec's fields. */
  wifiConfig?: WifiConfig | null;
}

/** GET /api/simLoginConfig: how the IoT login page behaves. */
export interface SimLoginConfig {
  /** Title of the login page. */
  title: string;
  /** Logo. */
  logo: string;
  /** Whether the protocol checkbox must be ticked. */
  needAgreeProtocol: boolean;
  /** Whether a device number can be entered. */
  allowDeviceNo: boolean;
  /** Whether scanning a code is offered. */
  allowScan: boolean;
  /** Hint under the input. */
  tips: string;
  /** 1 when the cards of this channel log in with a card password: the field shows at once. */
  cardPasswordMode?: number;
}

/**
 * The data of a refused POST /api/simLogin: the card's cardPasswordMode tells a card that needs
 * its password from an unknown one, whatever language the message is in.
 */
export interface SimLoginRefusal {
  /** 1 when the card logs in with a card password. */
  cardPasswordMode?: number;
}

/** POST /api/simLogin body: a card number (ICCID, sim number or device number). */
export interface SimLoginBody {
  /** Card, ICCID or device number. */
  simNo: string;
  /** Card password when the card has cardPasswordMode 1. */
  password?: string;
}

/** POST /api/simLogin response. */
export interface SimLoginResult {
  /** The canonical sim number to store. */
  simNo: string;
  /** Token to send as Sim-Token. */
  token: string;
}

/** GET /api/iot/packageChoose: packages the card can buy. */
export interface PackageChooseResult {
  /** Seckill packages (window relative to server time). */
  seckill: PackageItem[];
  /** Ordinary packages. */
  list: PackageItem[];
}

/** GET /api/iot/packageDetails. */
export interface PackageDetails extends PackageItem {
  /** Rich-text detail. */
  detail: string;
  /** Coupons of the card for this package. */
  coupons: UserCoupon[];
}

/** POST /api/iot/buyPackage body. */
export interface BuyPackageBody {
  /** Package id. */
  packageId: number;
  /** 'balance', 'wechat' or 'alipay'. */
  payType: string;
  /** User-coupon id, 0 for none. */
  userCouponId?: number;
  /** Effect mode 1 now, 2 next month. */
  effectMode?: number;
  /** Pay password (required for balance payment once a password is set). */
  payPassword?: string;
}

/** Result of an order creation that may need payment. */
export interface PayResult {
  /** Order number. */
  orderSn: string;
  /** Whether it is fully paid already (balance, or zero amount). */
  paid: boolean;
  /** Amount to pay. */
  payMoney: number;
  /** Cashier address for online payment ('' when paid). */
  payUrl: string;
}

/** GET /api/iot/renewPackageOption: auto-renew choices. */
export interface RenewPackageOption {
  /** Currently chosen package id, 0 for none. */
  currentPackageId: number;
  /** Packages that can auto-renew. */
  list: PackageItem[];
}

/** Real-name authentication link (GET /api/iot/simOfficialAuth, deviceOfficialAuth). */
export interface OfficialAuthInfo {
  /** Operator's real-name address. */
  url: string;
  /** Whether it is already done. */
  done: boolean;
  /** Guidance text. */
  tips: string;
}

/** POST /api/iot/simPlatformAuth body. */
export interface PlatformAuthBody {
  /** Real name. */
  name: string;
  /** ID card number. */
  idCard: string;
  /** ID front photo URL (type 1). */
  frontImage?: string;
  /** ID back photo URL (type 1). */
  backImage?: string;
}

/** GET /api/iot/orderStatus (extension): the payment state of any IoT order by its number. */
export interface OrderStatusResult {
  /** Order number asked for. */
  orderSn: string;
  /** Payment state. */
  status: OrderPayStatus;
  /** Amount of the order. */
  payMoney: number;
}
