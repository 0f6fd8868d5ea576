/** Requests and responses of the site, configuration, WeChat, app-domain and tracking calls. */

import type { GoodsItem } from '@/domain/goods';
import type { CarouselItem, FastNavItem, ShopMenuItem } from '@/domain/site';

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
