import type { ShopUser, SimOauth } from '@/api/types';
import { isLink } from '@/lib/validators';
import { db, DEMO, iso, nextId, type DemoCard } from '../db';
import { done, invalidInput, refuse, type Result } from './result';

/** The demo's stand-in for WeChat's consent page (./wechatConsentPage.ts). */
export const DEMO_WECHAT_AUTHORIZE = '/api/__demo/wechat/authorize';

/** The demo's stand-in for WeChat's codes: the code it hands back to the shop. */
const CODE_PREFIX = 'wx-demo-';

/** What an authorisation request carries to the consent page and back. */
export interface AuthorisationRequest {
  type: 1 | 2;
  syncRedirect: string;
  state: string;
}

/** Reads an authorisation request (the authorise endpoint's query or the consent page's form). */
export function authorisationRequest(
  type: number,
  syncRedirect: string,
  state: string,
): Result<AuthorisationRequest> {
  if (type !== 1 && type !== 2) return invalidInput('type must be 1 or 2');
  if (!isLink(syncRedirect)) return invalidInput('syncRedirect must be an http(s) address');
  return done({ type, syncRedirect, state });
}

/**
 * The demo consent page of a request: where the authorise endpoint sends the browser in the
 * demo (a real backend sends it to WeChat).
 */
export function consentAddress(request: AuthorisationRequest): string {
  const params = new URLSearchParams({
    type: String(request.type),
    syncRedirect: request.syncRedirect,
  });
  if (request.state) params.set('state', request.state);
  return `${DEMO_WECHAT_AUTHORIZE}?${params.toString()}`;
}

/** A new code, as WeChat hands one back after the visitor allowed (one per consent). */
let issued = 0;
export const issueCode = (now: number) =>
  `${CODE_PREFIX}${now.toString(36)}${(issued++ % 1296).toString(36).padStart(2, '0')}`;

/**
 * Where an authorisation comes back: syncRedirect with `code` (when allowed) and `state` added
 * to the page's query (inside the hash, where a hash-routed page reads it).
 */
export function authorisationReturn(
  syncRedirect: string,
  answer: { code?: string; state?: string },
): string {
  const [base, hash] = syncRedirect.split('#', 2);
  const target = hash ?? base;
  const added = new URLSearchParams();
  if (answer.code) added.set('code', answer.code);
  if (answer.state) added.set('state', answer.state);
  const extra = added.toString();
  const withAnswer = extra ? `${target}${target.includes('?') ? '&' : '?'}${extra}` : target;
  return hash !== undefined ? `${base}#${withAnswer}` : withAnswer;
}

/** Binds the WeChat account behind `code` to the card; each code binds once. */
export function bindWechat(card: DemoCard, code: string, now: number): Result<SimOauth> {
  if (!code) return invalidInput('code is required');
  if (!code.startsWith(CODE_PREFIX)) return refuse(40001, 'WeChat did not accept this code');
  const nickname = `微信用户${code.slice(-4)}`;
  if (card.oauths.some((item) => item.platform === 'wechat' && item.nickname === nickname)) {
    return refuse(40001, 'This WeChat account is already bound to the card');
  }
  const binding: SimOauth = {
    id: nextId(),
    platform: 'wechat',
    nickname,
    avatar: '/static/avatar/wx.png',
    createdAt: iso(now),
  };
  card.oauths = [...card.oauths, binding];
  return done(binding);
}

/** Codes that logged a session in already: WeChat's codes are good once. */
const usedLoginCodes = new Set<string>();

/**
 * The shop login of the WeChat visitor behind `code` (the official-account authorisation, type
 * 1): the demo's WeChat visitor is the demo shopper, whose session then needs no authorisation.
 */
export function wechatLogin(sessionId: string, code: string): Result<ShopUser> {
  if (!sessionId) return invalidInput('Session-ID header is required');
  if (!code) return invalidInput('code is required');
  if (!code.startsWith(CODE_PREFIX) || usedLoginCodes.has(code))
    return refuse(40001, 'WeChat did not accept this code');
  usedLoginCodes.add(code);
  db.shopSessions.set(sessionId, DEMO.shopMobile);
  return done({ nickname: `微信用户${code.slice(-4)}`, avatar: '', mobile: DEMO.shopMobile });
}
