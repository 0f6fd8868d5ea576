import { call } from './call';
import { apiBase } from './endpoints';
import * as site from './declarations/site';
import type { WechatAuthorizeQuery } from './types';

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

/** The SMS scenes of the card area: a layout preview has no card to bind to, so sends none. */
const CARD_SCENES: readonly string[] = ['bindPhone', 'terminalAuth'];

/** SMS code for a login or binding ('shopLogin', 'bindPhone', 'terminalAuth'). */
export const sendSms = (body: { mobile: string; scene: string }) =>
  call(site.sendSms, body, { forCard: CARD_SCENES.includes(body.scene) });
