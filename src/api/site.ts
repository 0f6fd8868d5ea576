import { API_BASE } from './client';
import { http } from './http';
import type {
  DictName,
  DictOptionsMap,
  OneCode,
  ProtocolText,
  SimLoginBody,
  SimLoginConfig,
  SimLoginResult,
  SiteConfig,
  WechatAuthorizeQuery,
  WechatAuthorizeResult,
  WechatInfo,
  WifiCode,
  WifiType,
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

/** GET /api/site/getWifiCode: a Wi-Fi share code by its code. */
export const getWifiCode = (code: string) => http.get<WifiCode>('/api/site/getWifiCode', { code });

/** POST /api/site/wifiCreate: creates a share code for a network typed in by hand. */
export const createSiteWifi = (body: {
  wifiName: string;
  wifiPass: string;
  wifiType?: WifiType;
  wifiEncrypt?: string;
}) => http.post<WifiCode>('/api/site/wifiCreate', body);

/** GET /api/site/getOneCode: the machine-code (one code) entries of a code. */
export const getOneCode = (code: string) => http.get<OneCode[]>('/api/site/getOneCode', { code });

/** GET /api/site/generalOneCodeById: one machine-code entry. */
export const getOneCodeById = (id: number) =>
  http.get<OneCode>('/api/site/generalOneCodeById', { id });

/** POST /api/sms/send: SMS code for a login or binding ('shopLogin', 'bindPhone', 'terminalAuth'). */
export const sendSms = (body: { mobile: string; scene: string }) =>
  http.post<{ expireIn: number }>('/api/sms/send', body);

/** POST /api/site/updateAuthorizeStatus: confirms a scan-to-authorise request. */
export const updateAuthorizeStatus = (body: { scanId: string; status: 1 | 2 }) =>
  http.post<null>('/api/site/updateAuthorizeStatus', body);

/** POST /api/site/checkScanAuthorize: polls a scan-to-authorise request (0 waiting, 1 done, 2 refused, 3 expired). */
export const checkScanAuthorize = (body: { scanId: string }) =>
  http.post<{ status: 0 | 1 | 2 | 3 }>('/api/site/checkScanAuthorize', body);

/** POST /api/site/ksUpdateProfile: Kuaishou profile update (mini-program only; refused on the web). */
export const ksUpdateProfile = (body: { openId: string; nickname: string; headPortrait: string }) =>
  http.post<null>('/api/site/ksUpdateProfile', body);

/** POST /api/dictData/options: options of the named dictionaries. */
export const getDictOptions = (types: DictName[]) =>
  http.post<DictOptionsMap>('/api/dictData/options', { types });

/** GET /api/simLoginConfig: how the card login page behaves. */
export const getSimLoginConfig = (promoCode?: string) =>
  http.get<SimLoginConfig>('/api/simLoginConfig', { promoCode });

/** POST /api/simLogin: logs a card in by card, ICCID or device number. */
export const simLogin = (body: SimLoginBody) =>
  http.post<SimLoginResult>('/api/simLogin', { ...body });
