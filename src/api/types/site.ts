/** Requests and responses of the site, configuration, WeChat, app-domain and tracking calls. */

import { coded, PAY_TYPES } from '@/domain/codes';
import * as v from 'valibot';
import { goodsItem } from '@/domain/goods';
import { carouselItem, fastNavItem, shopMenuItem } from '@/domain/site';
import { promoCode } from '../declarations/fields';
import {
  bool,
  list,
  num,
  numOr,
  obj,
  openableUrl,
  reqStr,
  str,
  strList,
  type Shape,
} from '@/lib/schema';

/** Front-end part of the base configuration. */
export const baseConfigFront = obj({
  /** Shop title (page and share title). */
  title: str,
  /** SEO keywords. */
  keywords: str,
  /** SEO description. */
  description: str,
  /** Logo path. */
  logo: str,
  /** Carousel of the shop index. */
  indexCarousel: list(carouselItem),
  /** Tips shown at the bottom of the index (rich text). */
  bottomTips: str,
  /** ICP licence code shown in the footer. */
  ipcCode: str,
  /** Customer service link (http or https). */
  kefuUrl: str,
  /** Customer service QR code image. */
  kefuQr: str,
  /** Customer service phone. */
  kefuMobile: str,
  /** Official-account follow QR image. */
  followQr: str,
  /** Shop template code (1 classic, 2 cards). */
  shopTemplate: numOr(1),
  /** Quick navigation entries. */
  fastNav: list(fastNavItem),
  /** Whether the featured (suggest) operator filter shows. */
  suggest: bool,
  /** Whether the index search box shows. */
  indexSearch: bool,
  /** Configured first index group (1 number group, 2 goods group; 0 = not set). */
  indexFirstGroup: numOr(2),
  /** Whether the invite-to-register entry shows. */
  showInviteRegister: bool,
  /** Hours the customer service answers, in the operator's words (none shown when empty). */
  serviceHours: str,
  /** Hot search words of the number group's search (none shown when empty). */
  hotSearchWords: strList,
  /** The shop's service promise, one section each (the promise page is empty without them). */
  servicePromises: list(obj({ title: str, text: reqStr })),
});
export type BaseConfigFront = Shape<typeof baseConfigFront>;

/** GET /api/hk/baseConfig (query promoCode): the agent's base configuration. */
export const baseConfig = obj({
  /** Front-end settings. */
  front: baseConfigFront,
  /** Promo code this configuration belongs to (the default agent's when the query had none). */
  promoCode: str,
  /** Agent (channel) name. */
  promoName: str,
  /** Whether this promo code belongs to an agent with downstream agents. */
  isAgent: bool,
  /** Image and asset domain used to prefix relative paths. */
  domain: str,
  /** Invite code for registering downstream agents. */
  inviteCode: str,
  /** Douyin mini-program customer-service IM id. */
  douyinMpImId: str,
  /** Kuaishou mini-program customer-service IM id. */
  kuaishouMpImId: str,
  /** Payment types offered, in the agent's order: 'wechat', 'alipay', 'balance'. */
  showPaymentType: coded(strList, PAY_TYPES),
  /** Menus of the shop's "mine" page. */
  shopMenu: list(shopMenuItem),
});
export type BaseConfig = Shape<typeof baseConfig>;

/** GET /api/hk/genericConfig: settings shared by every agent. */
export const genericConfig = obj({
  /** How orders are looked up: 1 by mobile and SMS code, 2 by mobile and ID card. Default 1. */
  orderQueryMode: coded(numOr(1), { 1: 'mobile and SMS code', 2: 'mobile and ID card' }),
  /** Avatar shown on the login page. */
  loginAvatar: str,
});
export type GenericConfig = Shape<typeof genericConfig>;

/** GET /api/site/config: site-wide switches. */
export const siteConfig = obj({
  /** App version the server expects (for the update page). */
  latestVersion: str,
  /** Version code of the latest app. */
  latestVersionCode: numOr(0),
  /** Download address of the latest app (opened by the app: must be a safe address). */
  downloadUrl: openableUrl,
  /** Whether the update is mandatory. */
  mandatoryUpdate: bool,
  /** Whether the map key is configured (never in this product). */
  mapKey: str,
  /** Service phone of the platform. */
  servicePhone: str,
  /** Hours the service phone answers, in the operator's words (none shown when empty). */
  serviceHours: str,
});
export type SiteConfig = Shape<typeof siteConfig>;

/** GET /api/site/wechatInfo. */
export const wechatInfo = obj({
  /** True when the visitor must authorise through the official account. */
  needLogin: bool,
  /** Official account app id. */
  appId: str,
});
export type WechatInfo = Shape<typeof wechatInfo>;

/**
 * GET /api/wechat/authorize query: type 1 = official-account web authorisation (the launch);
 * type 2 = binding the WeChat account to the card (extension): WeChat's answer comes back to
 * syncRedirect with `code` added to the page's query, for POST /api/iot/bindSimOauth.
 */
export const wechatAuthorizeQuery = v.object({
  /** 1 official-account login, 2 bind to the card. */
  type: coded(v.number(), { 1: 'official-account login', 2: 'bind to the card' }),
  /** Where to come back after authorising (the current address). */
  syncRedirect: v.string(),
  /** Page to land on: 'login' (type 1) or 'oauth' (type 2). */
  page: coded(v.string(), { login: 'login (type 1)', oauth: 'binding (type 2)' }),
  /** Promo code to keep. */
  promoCode,
  /**
   * The random value the browser issued for this authorisation: passed to WeChat as its `state`
   * and handed back beside `code` on the way back, where the app requires it to match.
   */
  state: v.optional(v.string()),
});
export type WechatAuthorizeQuery = v.InferInput<typeof wechatAuthorizeQuery>;

/** GET /api/wechat/authorize: the address to send the browser to. */
export const wechatAuthorizeResult = obj({
  /** The WeChat authorise URL (opened by the app: must be a safe address). */
  url: openableUrl,
});
export type WechatAuthorizeResult = Shape<typeof wechatAuthorizeResult>;

/** GET /api/site/wxJsSign: JS-SDK signature for the current page. */
export const wxJsSign = obj({
  /** Official account app id. */
  appId: reqStr,
  /** Signature timestamp (seconds). */
  timestamp: num,
  /** Random string. */
  nonceStr: reqStr,
  /** SHA1 signature. */
  signature: reqStr,
});
export type WxJsSign = Shape<typeof wxJsSign>;

/** App-domain binding service: the access node of a package. */
export const appDomainResult = obj({
  /** The access node (API and asset domain) for this package. */
  domain: str,
});
export type AppDomainResult = Shape<typeof appDomainResult>;

/** App-domain binding service: the error report's body. */
export const errorReportBody = v.object({
  /** Platform, e.g. 'h5'. */
  platform: v.string(),
  /** Package name of the app. */
  packageName: v.string(),
  /** What failed (message and stack, truncated to 2000 characters). */
  error: v.string(),
});
export type ErrorReportBody = v.InferInput<typeof errorReportBody>;

/** GET /api/shop/base/ipLocation: where the visitor appears to be. */
export const ipLocation = obj({
  /** Client IP. */
  ip: str,
  /** Province code. */
  provinceCode: str,
  /** Province name. */
  province: str,
  /** City code. */
  cityCode: str,
  /** City name. */
  city: str,
});
export type IpLocation = Shape<typeof ipLocation>;

/** POST /api/hk/pointReport body (tracking). */
export const pointReportBody = v.object({
  /** Event name, e.g. 'page_view', 'goods_click', 'order_submit'. */
  event: v.string(),
  /** Page path. */
  page: v.optional(v.string()),
  /** Promo code. */
  promoCode,
  /** Free-form extra data (flat string values). */
  extra: v.optional(v.record(v.string(), v.string())),
});
export type PointReportBody = v.InferInput<typeof pointReportBody>;

/** GET /api/shop/singlePageInfo (query pageCode): a featured single page. */
export const singlePageInfo = obj({
  /** Page code. */
  pageCode: str,
  /** Page title. */
  title: str,
  /** Banner image. */
  banner: str,
  /** Rich-text body. */
  content: str,
  /** Goods featured on the page. */
  goods: list(goodsItem),
  /** Popup shown once on entering (empty for none). */
  popupImage: str,
});
export type SinglePageInfo = Shape<typeof singlePageInfo>;
