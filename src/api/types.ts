/**
 * The published contract of the shop backend (SPEC.md sections 3 and 7).
 *
 * SPEC.md lists the entities and their fields; where it does not show parameters or response
 * fields we designed them here as the backend team would, and the demo API (src/mocks) answers
 * exactly these shapes. Dates are strings in ISO form ('2026-11-22T10:00:00+08:00') so every
 * browser, iOS Safari included, parses them. Money is in yuan as a number with two decimals.
 * Flow is in MB unless stated.
 *
 * Server time: every response carries the server's clock as the `serverTime` field of the
 * envelope (epoch milliseconds) and as the standard `Date` header; the client keeps the offset
 * (see src/api/serverTime.ts) so countdowns never run on the phone's clock.
 */

// ---------------------------------------------------------------------------------------------
// Envelope and shared shapes
// ---------------------------------------------------------------------------------------------

/** The envelope of every JSON response. */
export interface ApiEnvelope<T = unknown> {
  /** 0 on success; otherwise a code of the error catalogue (SPEC section 8). */
  code: number;
  /** Human-readable message; may be empty. */
  message: string;
  /** The payload; null on failure. */
  data: T;
  /** Server clock when the response was made, epoch milliseconds. */
  serverTime?: number;
}

/** A page of a list. Requests take `page` (from 1) and `pageSize` (default 10, max 50). */
export interface Paged<T> {
  /** Items of this page. */
  list: T[];
  /** Total number of items over all pages. */
  total: number;
  /** The page returned, from 1. */
  page: number;
  /** Items per page. */
  pageSize: number;
  /** Whether a next page exists. */
  hasMore: boolean;
}

/** Paging parameters of every list call. */
export interface PageQuery {
  /** Page number, from 1. */
  page?: number;
  /** Items per page (default 10, max 50). */
  pageSize?: number;
}

import type { DictOption } from '@/lib/dict';
import type { OperatorType } from '@/lib/phoneMask';

/** Operator types: 1 telecom, 2 unicom, 3 broadcast, 4 mobile, 99 device. */
export type { OperatorType };
/** One entry of a backend dictionary: label, value, key, listClass (SPEC section 3). */
export type { DictOption };

/** Duration unit codes: 1 day, 2 month, 3 year (20 years or more reads as lifetime). */
export type DurationUnitCode = 1 | 2 | 3;

/** Platform of a mini-program user. */
export type MiniPlatform = 'wx' | 'ks' | 'dy';

/** POST /api/dictData/options response: dictionary name to its options. */
export type DictOptionsMap = Record<string, DictOption[]>;

/** One node of the province / city / county tree. */
export interface RegionNode {
  /** Region code, e.g. '440000' for a province, '440300' for a city, '440305' for a county. */
  value: string;
  /** Region name. */
  label: string;
  /** Cities of a province, counties of a city; absent or empty on a county. */
  children?: RegionNode[];
}

// ---------------------------------------------------------------------------------------------
// Users and configuration
// ---------------------------------------------------------------------------------------------

/** Mini-program user of one platform (wx, ks, dy) (SPEC section 3). */
export interface MiniUser {
  /** Platform open id of the user. */
  openId: string;
  /** Promo code the user arrived with. */
  promoCode: string;
  /** Nickname on the platform. */
  nickname: string;
  /** Avatar URL. */
  headPortrait: string;
  /** First index group (1 number group, 2 goods group); default 2. */
  indexFirstGroup: number;
}

/** The logged-in shopper (persisted); logged in means mobile is non-empty. */
export interface ShopUser {
  /** Display name. */
  nickname: string;
  /** Avatar URL. */
  avatar: string;
  /** Mobile number used to log in. */
  mobile: string;
}

/** One image of a carousel. */
export interface CarouselItem {
  /** Image path, absolute or relative to the configured domain. */
  image: string;
  /** Optional title. */
  title?: string;
  /** Where a tap goes: a page path ('/pages/...') or an http(s) link; empty for none. */
  link?: string;
}

/** One quick navigation entry on the shop index. */
export interface FastNavItem {
  /** Label. */
  title: string;
  /** Icon path. */
  icon: string;
  /** Page path or http(s) link. */
  link: string;
}

/** Front-end part of the base configuration. */
export interface BaseConfigFront {
  /** Shop title (page and share title). */
  title: string;
  /** SEO keywords. */
  keywords: string;
  /** SEO description. */
  description: string;
  /** Logo path. */
  logo: string;
  /** Carousel of the shop index. */
  indexCarousel: CarouselItem[];
  /** Tips shown at the bottom of the index (rich text). */
  bottomTips: string;
  /** ICP licence code shown in the footer. */
  ipcCode: string;
  /** Customer service link (http or https). */
  kefuUrl: string;
  /** Customer service QR code image. */
  kefuQr: string;
  /** Customer service phone. */
  kefuMobile: string;
  /** Official-account follow QR image. */
  followQr: string;
  /** Shop template code (1 classic, 2 cards). */
  shopTemplate: number;
  /** Quick navigation entries. */
  fastNav: FastNavItem[];
  /** Whether the featured (suggest) operator filter shows. */
  suggest: boolean;
  /** Whether the index search box shows. */
  indexSearch: boolean;
  /** Configured first index group (1 number group, 2 goods group; 0 = not set). */
  indexFirstGroup: number;
  /** Whether the invite-to-register entry shows. */
  showInviteRegister: boolean;
}

/** One entry of the shop's "mine" menu. */
export interface ShopMenuItem {
  /** Label. */
  title: string;
  /** Icon path. */
  icon: string;
  /** Menu type: 'page' opens a page path, 'url' an external address. */
  type: MenuType;
  /** Page path when type is 'page'. */
  path?: string;
  /** External address when type is 'url'. */
  url?: string;
}

/** GET /api/hk/baseConfig (query promoCode): the agent's base configuration. */
export interface BaseConfig {
  /** Front-end settings. */
  front: BaseConfigFront;
  /** Promo code this configuration belongs to (the default agent's when the query had none). */
  promoCode: string;
  /** Agent (channel) name. */
  promoName: string;
  /** Whether this promo code belongs to an agent with downstream agents. */
  isAgent: boolean;
  /** Image and asset domain used to prefix relative paths. */
  domain: string;
  /** Invite code for registering downstream agents. */
  inviteCode: string;
  /** Douyin mini-program customer-service IM id. */
  douyinMpImId: string;
  /** Kuaishou mini-program customer-service IM id. */
  kuaishouMpImId: string;
  /** Payment types offered: 'wechat', 'alipay', 'balance'. */
  showPaymentType: string[];
  /** Menus of the shop's "mine" page. */
  shopMenu: ShopMenuItem[];
}

/** GET /api/hk/genericConfig: settings shared by every agent. */
export interface GenericConfig {
  /** How orders are looked up: 1 by mobile and SMS code, 2 by mobile and ID card. Default 1. */
  orderQueryMode: number;
  /** Avatar shown on the login page. */
  loginAvatar: string;
}

/** GET /api/site/config: site-wide switches. */
export interface SiteConfig {
  /** App version the server expects (for the update page). */
  latestVersion: string;
  /** Version code of the latest app. */
  latestVersionCode: number;
  /** Download address of the latest app. */
  downloadUrl: string;
  /** Whether the update is mandatory. */
  mandatoryUpdate: boolean;
  /** Whether the map key is configured (never in this product). */
  mapKey: string;
  /** Service phone of the platform. */
  servicePhone: string;
}

/** GET /api/site/wechatInfo. */
export interface WechatInfo {
  /** True when the visitor must authorise through the official account. */
  needLogin: boolean;
  /** Official account app id. */
  appId: string;
}

/** GET /api/wechat/authorize query: type 1 = official-account web authorisation. */
export interface WechatAuthorizeQuery {
  /** 1 official account. */
  type: number;
  /** Where to come back after authorising (the current address). */
  syncRedirect: string;
  /** Page to land on: 'login'. */
  page: string;
  /** Promo code to keep. */
  promoCode?: string;
}

/** GET /api/wechat/authorize: the address to send the browser to. */
export interface WechatAuthorizeResult {
  /** The WeChat authorise URL. */
  url: string;
}

/** GET /api/site/wxJsSign: JS-SDK signature for the current page. */
export interface WxJsSign {
  /** Official account app id. */
  appId: string;
  /** Signature timestamp (seconds). */
  timestamp: number;
  /** Random string. */
  nonceStr: string;
  /** SHA1 signature. */
  signature: string;
}

/** A rich-text protocol or agreement. */
export interface ProtocolText {
  /** Title. */
  title: string;
  /** Rich-text HTML (sanitise before showing). */
  content: string;
  /** Last update. */
  updatedAt: string;
}

/** App-domain binding service: GET getAppDomain response data. */
export interface AppDomainResult {
  /** The access node (API and asset domain) for this package. */
  domain: string;
}

/** App-domain binding service: POST errorReport body. */
export interface ErrorReportBody {
  /** Platform, e.g. 'h5'. */
  platform: string;
  /** Package name of the app. */
  packageName: string;
  /** What failed (message and stack, truncated to 2000 characters). */
  error: string;
}

/** GET /api/shop/base/ipLocation: where the visitor appears to be. */
export interface IpLocation {
  /** Client IP. */
  ip: string;
  /** Province code. */
  provinceCode: string;
  /** Province name. */
  province: string;
  /** City code. */
  cityCode: string;
  /** City name. */
  city: string;
}

/** POST /api/hk/pointReport body (tracking). */
export interface PointReportBody {
  /** Event name, e.g. 'page_view', 'goods_click', 'order_submit'. */
  event: string;
  /** Page path. */
  page?: string;
  /** Promo code. */
  promoCode?: string;
  /** Free-form extra data (flat string values). */
  extra?: Record<string, string>;
}

/** GET /api/shop/singlePageInfo (query pageCode): a featured single page. */
export interface SinglePageInfo {
  /** Page code. */
  pageCode: string;
  /** Page title. */
  title: string;
  /** Banner image. */
  banner: string;
  /** Rich-text body. */
  content: string;
  /** Goods featured on the page. */
  goods: GoodsItem[];
  /** Popup shown once on entering (empty for none). */
  popupImage: string;
}

// ---------------------------------------------------------------------------------------------
// Shop: numbers, goods, orders, questions
// ---------------------------------------------------------------------------------------------

/** Vanity patterns a number can have. */
export type NumberPattern = 'AABB' | 'ABAB' | 'AAA' | 'AAAA' | '888' | 'ABC' | 'tail' | 'plain';

/** One phone number for sale (GET /api/shop/numberList). */
export interface NumberItem {
  /** Number id. */
  id: number;
  /** The 11-digit number. */
  mobile: string;
  /** Operator type 1-4. */
  operatorType: OperatorType;
  /** Operator name. */
  operatorName: string;
  /** Province code of the number. */
  provinceCode: string;
  /** Province name. */
  province: string;
  /** City code. */
  cityCode: string;
  /** City name. */
  city: string;
  /** Vanity pattern; 'plain' for ordinary numbers. */
  pattern: NumberPattern;
  /** Whether it is a vanity (pretty) number. */
  pretty: boolean;
  /** Price of the number itself. */
  price: number;
  /** Minimum monthly spend in yuan. */
  minConsume: number;
  /** Pre-stored fee in yuan. */
  prestore: number;
  /** Package goods id the number comes with. */
  goodsId: number;
  /** Whether someone else holds it right now. */
  reserved: boolean;
  /** Until when it is held for this session when reserved by us (ISO), else ''. */
  reservedUntil: string;
  /** Whether it is a fast number (ready to ship). */
  fast: boolean;
}

/** GET /api/shop/numberList query. */
export interface NumberListQuery extends PageQuery {
  /** Operator type; -99 featured; empty for all. */
  operatorType?: number | '';
  /** Province code. */
  provinceCode?: string;
  /** City code. */
  cityCode?: string;
  /** Digits the number must contain. */
  keyword?: string;
  /** Vanity pattern filter. */
  pattern?: NumberPattern | '';
  /** 1 vanity only, 0 ordinary only, empty for both. */
  pretty?: 0 | 1 | '';
  /** 1 fast numbers only. */
  fast?: 0 | 1 | '';
  /** Price range lower bound. */
  priceMin?: number;
  /** Price range upper bound. */
  priceMax?: number;
  /** Promo code of the agent. */
  promoCode?: string;
}

/** Number-selection mode of goods. */
export type NumberSelectMode =
  /** No number to choose. */
  | 0
  /** Chosen nationally. */
  | 1
  /** Fixed region. */
  | 2
  /** By delivery address. */
  | 3
  /** Random in province. */
  | 4
  /** Chosen in province. */
  | 5
  /** Chosen nationally from the vanity pool. */
  | 6;

/** One extra order-form field of goods. */
export interface GoodsFormField {
  /** Field name sent with the order. */
  name: string;
  /** Label. */
  label: string;
  /** 'text', 'idcard', 'mobile' or 'select'. */
  type: 'text' | 'idcard' | 'mobile' | 'select';
  /** Whether it must be filled. */
  required: boolean;
  /** Options for 'select'. */
  options?: DictOption[];
}

/** One goods item (data card, broadband, vanity-number package) (GET /api/shop/goodsList). */
export interface GoodsItem {
  /** Goods id. */
  id: number;
  /** Group id (goods are shown in groups). */
  groupId: number;
  /** Goods name. */
  name: string;
  /** Cover image. */
  image: string;
  /** Short selling points. */
  tags: string[];
  /** Operator type 1-4. */
  operatorType: OperatorType;
  /** Operator name. */
  operatorName: string;
  /** Category: 1 data card, 2 broadband, 3 vanity number. */
  category: 1 | 2 | 3;
  /** Number-selection mode. */
  selectMode: NumberSelectMode;
  /** Monthly fee in yuan. */
  monthlyFee: number;
  /** Original monthly fee before the discount. */
  originalFee: number;
  /** Discount term in months (0 = no discount). */
  discountMonths: number;
  /** General flow per month in GB. */
  generalFlow: number;
  /** Directed (app-specific) flow per month in GB. */
  directedFlow: number;
  /** Call minutes per month. */
  callMinutes: number;
  /** Whether ordering needs an SMS code. */
  needSmsCode: boolean;
  /** Whether ordering needs ID card photos. */
  needIdPhotos: boolean;
  /** Extra order-form fields. */
  formFields: GoodsFormField[];
  /** Stock left; 0 = sold out. */
  stock: number;
  /** Number sold, for display. */
  sales: number;
  /** Province codes it can be delivered to; empty = nationwide. */
  deliveryProvinces: string[];
  /** Minimum age of the buyer. */
  minAge: number;
  /** Maximum age of the buyer. */
  maxAge: number;
  /** Rich-text detail. */
  detail: string;
}

/** A group of goods. */
export interface GoodsGroup {
  /** Group id. */
  id: number;
  /** Group name. */
  name: string;
  /** Goods of the group. */
  goods: GoodsItem[];
}

/** GET /api/shop/goodsList query. */
export interface GoodsListQuery {
  /** Operator type; -99 featured; empty for all. */
  operatorType?: number | '';
  /** Category filter. */
  category?: number | '';
  /** Promo code of the agent. */
  promoCode?: string;
  /** Only goods deliverable to this province. */
  provinceCode?: string;
}

/** GET /api/shop/goodsList: goods in groups. */
export interface GoodsListResult {
  /** Groups in display order. */
  groups: GoodsGroup[];
}

/** A question of the help centre (GET /api/shop/sysQuestion/list, view). */
export interface QuestionItem {
  /** Question id. */
  id: number;
  /** Question. */
  title: string;
  /** Category name. */
  category: string;
  /** Rich-text answer (only on view). */
  content?: string;
  /** Times viewed. */
  views: number;
  /** Last update. */
  updatedAt: string;
}

/** Shop order status: 0 unpaid, 1 paid, 2 accepted, 3 shipped, 4 done, 5 cancelled, 6 failed. */
export type ShopOrderStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A shop order (extension: /api/shop/orderList, orderDetails). */
export interface ShopOrder {
  /** Order id. */
  id: number;
  /** Order number. */
  orderSn: string;
  /** Goods ordered. */
  goodsId: number;
  /** Goods name. */
  goodsName: string;
  /** Goods image. */
  goodsImage: string;
  /** Chosen number, if any. */
  mobile: string;
  /** Buyer name. */
  name: string;
  /** Contact mobile. */
  contactMobile: string;
  /** Delivery address in one line. */
  address: string;
  /** Amount to pay. */
  payMoney: number;
  /**
   * Prepaid call credit of the chosen number (shown on its number card), yuan; not part of
   * payMoney: it is paid when the card is activated and lands on the card's balance. 0 or absent
   * when the number has none.
   */
  prestore?: number;
  /** Status. */
  status: ShopOrderStatus;
  /** Logistics company. */
  expressName: string;
  /** Tracking number. */
  expressNo: string;
  /** Created. */
  createdAt: string;
}

/** One step of a logistics track. */
export interface LogisticsTrace {
  /** When. */
  time: string;
  /** What happened. */
  context: string;
}

/** Logistics of a parcel. */
export interface Logistics {
  /** Carrier name. */
  expressName: string;
  /** Tracking number. */
  expressNo: string;
  /** 0 in transit, 1 delivering, 2 signed. */
  state: 0 | 1 | 2;
  /** Steps, most recent first. */
  traces: LogisticsTrace[];
}

/** One downstream agent (extension: /api/shop/agent/downstreamList). */
export interface DownstreamAgent {
  /** Agent id. */
  id: number;
  /** Agent name. */
  name: string;
  /** Agent promo code. */
  promoCode: string;
  /** Whether it is a direct downstream of the current agent. */
  direct: boolean;
  /** Price markup set for it, yuan. */
  markup: number;
}

// ---------------------------------------------------------------------------------------------
// IoT card
// ---------------------------------------------------------------------------------------------

/** Menu types: 'page' opens a page, 'url' an external address; others are not yet supported. */
export type MenuType = 'page' | 'url' | (string & {});

/** One menu entry of a card layout (SPEC section 2, "Menu entries by type"). */
export interface SimLayoutMenu {
  /** Menu type. */
  type: MenuType;
  /** Label. */
  title: string;
  /** Icon path or built-in icon name. */
  icon: string;
  /** Page path for 'page' (a path containing type=page opens with redirect). */
  path?: string;
  /** External address for 'url'; '{promoCode}' and '{simNo}' are substituted. */
  url?: string;
  /** Badge text, empty for none. */
  badge?: string;
  /** Whether the entry shows. */
  switch?: boolean;
}

/** One item of a card layout's tab bar. */
export interface SimLayoutTabBarItem {
  /** Page path, e.g. 'pages/iot/index/index'. */
  path: string;
  /** Whether this item shows. */
  switch: boolean;
  /** Label shown under the icon. */
  text?: string;
  /** Icon path. */
  iconPath?: string;
  /** Icon path when selected. */
  selectedIconPath?: string;
}

/** The card layout's tab bar. */
export interface SimLayoutTabBar {
  /** Whether the tab bar shows at all. */
  switch: boolean;
  /** Whether the middle item bulges. */
  middleBulge?: boolean;
  /** The items. */
  items: SimLayoutTabBarItem[];
}

/** The popup shown on the IoT home. */
export interface SimLayoutPopup {
  /** Whether it shows. */
  switch: boolean;
  /** Title. */
  title: string;
  /** Rich-text content. */
  content: string;
}

/** Home header styles. */
export type SimLayoutHeaderKey = 'default' | 'gradual' | 'simple';

/** Data of the home header. */
export interface SimLayoutHeaderData {
  /** Background colour or gradient start. */
  background?: string;
  /** Gradient end colour (gradual header). */
  backgroundEnd?: string;
  /** Background image path. */
  backgroundImage?: string;
  /** Text colour. */
  color?: string;
  /** Whether the greeting shows. */
  showGreeting?: boolean;
}

/** An element of the IoT home or user page, in display order. */
export interface SimLayoutElement {
  /** Element kind: 'flowCard', 'menus', 'notice', 'swiper', 'itemCard', 'warranty', 'statusTips'. */
  key: string;
  /** Whether it shows. */
  switch: boolean;
  /** Title, where the element has one. */
  title?: string;
}

/** The card's layout configuration (simLayout). */
export interface SimLayout {
  /** Layout id (reachable in preview as iotPreview=IotLayout:{id}). */
  id?: number;
  /** Layout name. */
  name?: string;
  /** Logo path. */
  logo?: string;
  /** Default avatar path. */
  avatar?: string;
  /** Whether the refresh button shows on the flow card. */
  refreshSwitch?: boolean;
  /** Whether the package marquee (lamp) shows. */
  packageLamp?: boolean;
  /** Customer-service link of this layout. */
  kefuUrl?: string;
  /** Notice text (rich text allowed). */
  notice?: string;
  /** Menus shown before "more" (default 10). */
  maxMenuTimes?: number;
  /** Home menus. */
  menus?: SimLayoutMenu[];
  /** Home carousels. */
  carousels?: CarouselItem[];
  /** Home popup. */
  popup?: SimLayoutPopup;
  /** Tab bar. */
  tabBar?: SimLayoutTabBar;
  /** User page settings. */
  user?: {
    /** Elements of the user page. */
    elements: SimLayoutElement[];
    /** Carousels of the user page. */
    carousels: CarouselItem[];
    /** Menus shown before "more" on the user page. */
    maxMenuTimes: number;
    /** Service menus of the user page. */
    service: SimLayoutMenu[];
  };
  /** IoT home settings. */
  index?: {
    /** Elements of the home in display order. */
    elements: SimLayoutElement[];
    /** Header style and its data. */
    header: { key: SimLayoutHeaderKey; data: SimLayoutHeaderData };
  };
}

/** A VIP privilege group. */
export interface VipPrivileges {
  /** Group icon. */
  gi: string;
  /** Privilege lines. */
  items: { title: string; icon: string; desc: string }[];
}

/** VIP order of the card (SPEC section 3). */
export interface VipOrder {
  /** Order id. */
  id: number;
  /** Card id. */
  simId: number;
  /** VIP product id. */
  vipId: number;
  /** Unique id. */
  uuid: string;
  /** Order number. */
  orderSn: string;
  /** How it was placed: 1 user, 2 gift, 3 admin. */
  placeType: number;
  /** Amount paid. */
  actualPayMoney: number;
  /** VIP product name. */
  vipName: string;
  /** VIP logo. */
  logo: string;
  /** List price. */
  packagePrice: number;
  /** Privileges. */
  privileges: VipPrivileges;
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

/** Acceleration (speed-up) order of the card (SPEC section 3). */
export interface AccelerateOrder {
  /** Order id. */
  id: number;
  /** Card id. */
  simId: number;
  /** Acceleration product id. */
  accelerateId: number;
  /** Unique id. */
  uuid: string;
  /** Product name. */
  accelerateName: string;
  /** Order number. */
  orderSn: string;
  /** How it was placed: 1 user, 2 gift, 3 admin. */
  placeType: number;
  /** Amount paid. */
  actualPayMoney: number;
  /** Speed code sent to the operator. */
  speedCode: string;
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

/** Break-rule popup attributes. */
export interface BreakPopupAttr {
  /** Title. */
  title: string;
  /** Button text. */
  buttonText: string;
  /** Where the button goes (page path or link), '' to close. */
  buttonLink: string;
  /** Image path. */
  image: string;
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

/** GET /api/iot/renewPackageOption: auto-renew choices. */
export interface RenewPackageOption {
  /** Currently chosen package id, 0 for none. */
  currentPackageId: number;
  /** Packages that can auto-renew. */
  list: PackageItem[];
}

/** One day of usage history (GET /api/iot/simHistoryLine). */
export interface HistoryLinePoint {
  /** Day 'YYYY-MM-DD'. */
  date: string;
  /** Flow used that day in MB. */
  flow: number;
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

/** A product of the points shop. */
export interface PointsGoods {
  /** Goods id. */
  id: number;
  /** Name. */
  name: string;
  /** Image. */
  image: string;
  /** Images of the detail page. */
  images: string[];
  /** Points needed. */
  integral: number;
  /** Extra cash to pay. */
  money: number;
  /** Market price for display. */
  marketPrice: number;
  /** Stock. */
  stock: number;
  /** Sold. */
  sales: number;
  /** 1 shipped, 2 pick-up at a store point, 3 virtual. */
  deliveryType: 1 | 2 | 3;
  /** Rich-text detail (details call only). */
  detail?: string;
  /** Category id. */
  categoryId: number;
}

/** GET /api/iot/integralShopIndex. */
export interface IntegralShopIndex {
  /** Points of the card. */
  integral: number;
  /** Banners. */
  banners: CarouselItem[];
  /** Categories. */
  categories: { id: number; name: string }[];
  /** Goods. */
  goods: PointsGoods[];
}

/** A delivery address of the card. */
export interface SimAddress {
  /** Address id (0 when creating). */
  id: number;
  /** Receiver. */
  name: string;
  /** Receiver mobile. */
  mobile: string;
  /** Province code. */
  provinceCode: string;
  /** Province. */
  province: string;
  /** City code. */
  cityCode: string;
  /** City. */
  city: string;
  /** County code. */
  countyCode: string;
  /** County. */
  county: string;
  /** Street and number. */
  detail: string;
  /** Whether it is the default. */
  isDefault: boolean;
}

/** A pick-up store point (GET /api/iot/goodsShopStore). */
export interface StorePoint {
  /** Store id. */
  id: number;
  /** Name. */
  name: string;
  /** Address. */
  address: string;
  /** Phone. */
  phone: string;
  /** Opening hours. */
  hours: string;
}

/** Points-shop order status: 0 unpaid, 1 paid, 2 shipped, 3 done, 4 cancelled. */
export type PointsOrderStatus = 0 | 1 | 2 | 3 | 4;

/** A points-shop order. */
export interface PointsOrder {
  /** Order id. */
  id: number;
  /** Order number. */
  orderSn: string;
  /** Goods id. */
  goodsId: number;
  /** Goods name. */
  goodsName: string;
  /** Goods image. */
  goodsImage: string;
  /** Quantity. */
  quantity: number;
  /** Points spent. */
  integral: number;
  /** Cash to pay. */
  money: number;
  /** Status. */
  status: PointsOrderStatus;
  /** Address snapshot (shipped goods). */
  address: SimAddress | null;
  /** Store point (pick-up goods). */
  store: StorePoint | null;
  /** Logistics (once shipped). */
  logistics: Logistics | null;
  /** Created. */
  createdAt: string;
}

/** POST /api/iot/buyShopGoods body. */
export interface BuyShopGoodsBody {
  /** Goods id. */
  goodsId: number;
  /** Quantity (1-10). */
  quantity: number;
  /** Address id (delivery type 1). */
  addressId?: number;
  /** Store id (delivery type 2). */
  storeId?: number;
  /** Remark. */
  remark?: string;
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

/** A task of the task centre. */
export interface TaskItem {
  /** Task id. */
  id: number;
  /** Title. */
  title: string;
  /** Description. */
  desc: string;
  /** Icon. */
  icon: string;
  /** Points rewarded. */
  integral: number;
  /** 'signIn', 'buyPackage', 'bindPhone', 'realName', 'share'. */
  kind: string;
  /** Whether it is done (today for daily tasks). */
  done: boolean;
  /** Where the button goes when not done. */
  path: string;
}

/** GET /api/iot/taskCenter. */
export interface TaskCenter {
  /** Points of the card. */
  integral: number;
  /** Whether the card signed in today. */
  signedToday: boolean;
  /** Consecutive sign-in days. */
  signDays: number;
  /** Tasks. */
  tasks: TaskItem[];
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

/** Wi-Fi configuration of a device (SPEC section 3); 5G fields mirror the 2.4G ones. */
export interface WifiConfig {
  /** Devices connected to 2.4G. */
  connCount: number;
  /** Maximum connections on 2.4G. */
  maxConnCount: number;
  /** Whether 2.4G is listed (not hidden). */
  showWifi: boolean;
  /** Whether 2.4G is switched on. */
  switchWifi: boolean;
  /** 2.4G encryption, e.g. 'WPA2-PSK', 'NONE'. */
  wifiEncrypt: string;
  /** 2.4G network name. */
  wifiName: string;
  /** 2.4G password. */
  wifiPass: string;
  /** Devices connected to 5G. */
  connCount5G: number;
  /** Maximum connections on 5G. */
  maxConnCount5G: number;
  /** Whether 5G is listed. */
  showWifi5G: boolean;
  /** Whether 5G is switched on. */
  switchWifi5G: boolean;
  /** 5G encryption. */
  wifiEncrypt5G: string;
  /** 5G network name ('' when the device has no 5G). */
  wifiName5G: string;
  /** 5G password. */
  wifiPass5G: string;
}

/** Wi-Fi band. */
export type WifiType = '2.4G' | '5G';

/** GET /api/site/getWifiCode, POST /api/site/wifiCreate, /api/iot/wifiCreate: a Wi-Fi share code. */
export interface WifiCode {
  /** Share code. */
  code: string;
  /** Text encoded in the QR code (WIFI:T:WPA;S:name;P:pass;;). */
  qrText: string;
  /** Network name. */
  wifiName: string;
  /** Band. */
  wifiType: WifiType;
  /** Expires. */
  expireAt: string;
}

/** POST /api/iot/iotDevice/setWiFiSsidPwd body. */
export interface SetWifiBody {
  /** Band to change. */
  wifiType: WifiType;
  /** New network name (1-32 characters). */
  wifiName: string;
  /** New password (8-63 characters; '' for an open network). */
  wifiPass: string;
}

/** A terminal connected to the device (POST /api/iot/deviceWirelessAuthList). */
export interface WirelessTerminal {
  /** MAC address. */
  mac: string;
  /** Host name. */
  name: string;
  /** Whether it is authenticated. */
  authed: boolean;
  /** Connected since. */
  connectedAt: string;
}

/** A one-code (machine code) entry (GET /api/site/getOneCode, generalOneCodeById). */
export interface OneCode {
  /** Id. */
  id: number;
  /** Recharge variant: app, button, miniProgram, official, scan, rechargeNumber, onlineService, phoneService, videoTutorial, richText. */
  kind: string;
  /** Title. */
  title: string;
  /** Content (rich text, link, phone or video address by kind). */
  content: string;
  /** Image. */
  image: string;
}

/** GET /api/shop/customer/hotQuestionList item. */
export interface HotQuestion {
  /** Question id. */
  id: number;
  /** Question. */
  title: string;
}

/** Dict names the shop asks for. */
export type DictName =
  | 'OperatorOptions'
  | 'BrandStatusOptions'
  | 'SimStatusOptions'
  | 'OrderStatusOptions'
  | 'PackageOrderStatusOptions'
  | 'PointsOrderStatusOptions'
  | 'CategoryOptions';

// ---------------------------------------------------------------------------------------------
// IoT payment confirmation (extension)
// ---------------------------------------------------------------------------------------------

/** Payment state of an order: 0 waiting for payment, 1 paid, 2 closed (cancelled or expired). */
export type OrderPayStatus = 0 | 1 | 2;

/** GET /api/iot/orderStatus (extension): the payment state of any IoT order by its number. */
export interface OrderStatusResult {
  /** Order number asked for. */
  orderSn: string;
  /** Payment state. */
  status: OrderPayStatus;
  /** Amount of the order. */
  payMoney: number;
}
