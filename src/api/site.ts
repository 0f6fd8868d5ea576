import { http } from './http';
import { API_BASE } from './client';
import type {
  DictName,
  DictOptionsMap,
  ProtocolText,
  SiteConfig,
  WechatAuthorizeQuery,
  WechatAuthorizeResult,
  WechatInfo,
  WxJsSign,
} from './types';

/** GET /api/site/config: site-wide switches. */
export const getSiteConfig = () => http.get<SiteConfig>('/api/site/config');

/** GET /api/site/loginProtocol: the shop's login agreement. */
export const getLoginProtocol = () => http.get<ProtocolText>('/api/site/loginProtocol');

/** GET /api/site/iotLoginProtocol: the card login agreement. */
export const getIotLoginProtocol = () => http.get<ProtocolText>('/api/site/iotLoginProtocol');

/** GET /api/site/wxJsSign: JS-SDK signature for a page address. */
export const getWxJsSign = (url: string) => http.get<WxJsSign>('/api/site/wxJsSign', { url });

/** GET /api/site/wechatInfo: whether the official-account visitor must authorise. */
export const getWechatInfo = (promoCode?: string) =>
  http.get<WechatInfo>('/api/site/wechatInfo', { promoCode });

/**
 * The address of GET /api/wechat/authorize to send the browser to (not to call): the endpoint
 * answers with a redirect to WeChat, which comes back to syncRedirect.
 */
export function wechatAuthorizeUrl(query: WechatAuthorizeQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return `${API_BASE}/api/wechat/authorize?${params.toString()}`;
}

/** GET /api/wechat/authorize: the WeChat authorise address (type 1 = official account). */
export const getWechatAuthorize = (query: WechatAuthorizeQuery) =>
  http.get<WechatAuthorizeResult>('/api/wechat/authorize', { ...query });

/** POST /api/sms/send: SMS code for a login or binding ('shopLogin', 'bindPhone', 'terminalAuth'). */
export const sendSms = (body: { mobile: string; scene: string }) =>
  http.post<{ expireIn: number }>('/api/sms/send', body);

/** POST /api/site/ksUpdateProfile: Kuaishou profile update (mini-program only; refused on the web). */
export const ksUpdateProfile = (body: { openId: string; nickname: string; headPortrait: string }) =>
  http.post<null>('/api/site/ksUpdateProfile', body);

/** POST /api/dictData/options: options of the named dictionaries. */
export const getDictOptions = (types: DictName[]) =>
  http.post<DictOptionsMap>('/api/dictData/options', { types });
