import { call } from './call';
import { apiBase } from './endpoints';
import * as site from './declarations/site';
import type { DictName, WechatAuthorizeQuery } from './types';

/** Site-wide switches. */
export const getSiteConfig = () => call(site.getSiteConfig);

/** The shop's login agreement. */
export const getLoginProtocol = () => call(site.getLoginProtocol);

/** The card login agreement. */
export const getIotLoginProtocol = () => call(site.getIotLoginProtocol);

/** JS-SDK signature for a page address. */
export const getWxJsSign = (url: string) => call(site.getWxJsSign, { url });

/** Whether the official-account visitor must authorise. */
export const getWechatInfo = (promoCode?: string) => call(site.getWechatInfo, { promoCode });

/**
 * The address of the WeChat authorise endpoint to send the browser to (not to call): the endpoint
 * answers with a redirect to WeChat, which comes back to syncRedirect.
 */
export function wechatAuthorizeUrl(query: WechatAuthorizeQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  // The session's access node, where its calls go, once the binding service has named one.
  return `${apiBase()}${site.getWechatAuthorize.path}?${params.toString()}`;
}

/** The WeChat authorise address (type 1 = official account). */
export const getWechatAuthorize = (query: WechatAuthorizeQuery) =>
  call(site.getWechatAuthorize, query);

/** POST /api/wechat/login (extension): the shop session as the WeChat visitor behind `code`. */
export const wechatLogin = (code: string) => call(site.wechatLogin, { code });

/** POST /api/iot/bindSimOauth (extension): binds the WeChat account that authorised with `code`. */
export const bindSimOauth = (code: string) => call(site.bindSimOauth, { code });

/** The SMS scenes of the card area: a layout preview has no card to bind to, so sends none. */
const CARD_SCENES: readonly string[] = ['bindPhone', 'terminalAuth'];

/** SMS code for a login or binding ('shopLogin', 'bindPhone', 'terminalAuth'). */
export const sendSms = (body: { mobile: string; scene: string }) =>
  call(site.sendSms, body, { forCard: CARD_SCENES.includes(body.scene) });

/** Kuaishou profile update (mini-program only; refused on the web). */
export const ksUpdateProfile = (body: { openId: string; nickname: string; headPortrait: string }) =>
  call(site.ksUpdateProfile, body);

/** Options of the named dictionaries. */
export const getDictOptions = (types: DictName[]) => call(site.getDictOptions, { types });
