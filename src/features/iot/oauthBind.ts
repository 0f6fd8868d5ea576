import { isWechatBrowser } from '@/api/context';
import { wechatAuthorizeUrl } from '@/api/site';
import { issueAuthState, takeAuthState, type AuthRefusal } from '@/features/launch/authState';

/**
 * The address this page comes back to: the current one without a code already used, and with
 * the agent's promo code, so the launch of a card page does not ask for a shop login again.
 */
export function returnAddress(href: string, promoCode = ''): string {
  const [base, hash] = href.split('#', 2);
  if (hash === undefined) return href;
  const [path, search = ''] = hash.split('?', 2);
  const params = new URLSearchParams(search);
  params.delete('code');
  params.delete('state');
  if (promoCode && !params.get('promoCode')) params.set('promoCode', promoCode);
  const rest = params.toString();
  return `${base}#${path}${rest ? `?${rest}` : ''}`;
}

/**
 * Where the browser goes to bind its WeChat account to the card: the authorise endpoint with
 * type 2 and the binding's state, which comes back to this page with `code` and that `state`.
 */
export const bindAddress = (href: string, promoCode: string, state: string) =>
  wechatAuthorizeUrl({
    type: 2,
    syncRedirect: returnAddress(href, promoCode),
    page: 'oauth',
    promoCode: promoCode || undefined,
    state,
  });

/** Binding needs WeChat's own browser (its authorisation works nowhere else). */
export const canBindHere = () => isWechatBrowser();

/**
 * Sends the browser to WeChat's authorisation (it leaves the app and comes back), with a new
 * state kept for this tab. False when no state can be kept: the way back could not be checked.
 */
export function startBinding(promoCode: string): boolean {
  const state = issueAuthState('bind');
  if (!state) return false;
  const href = globalThis.location?.href ?? '';
  globalThis.location?.assign(bindAddress(href, promoCode, state));
  return true;
}

/** Why a way back binds nothing: none of ours waits or it took too long, or the owner declined. */
export type BindRefusal = AuthRefusal | 'declined' | 'unavailable';

/**
 * What the page's address brings back from an authorisation: the code to bind (only for a
 * binding this tab started, once), a refusal to explain, or nothing (no way back in it).
 */
export function bindReturn(query: {
  code?: unknown;
  state?: unknown;
}): { code: string } | { refusal: BindRefusal } | null {
  const code = typeof query.code === 'string' ? query.code.trim() : '';
  const hasState = typeof query.state === 'string' && query.state !== '';
  if (!code && !hasState) return null;
  const check = takeAuthState('bind', query.state);
  if (!check.ok) return { refusal: check.reason };
  // WeChat comes back with the state alone when the owner did not allow it.
  return code ? { code } : { refusal: 'declined' };
}

const REFUSAL_KEY = 'sim.oauthBindRefusal';
const REFUSALS: readonly BindRefusal[] = ['notStarted', 'expired', 'declined', 'unavailable'];

/** Keeps a refusal for the page that opens next (the same page, without the code). */
export function keepRefusal(refusal: BindRefusal): void {
  try {
    globalThis.sessionStorage?.setItem(REFUSAL_KEY, refusal);
  } catch {
    // Without storage the page only loses the explanation.
  }
}

/** The refusal kept for this page, once. */
export function takeRefusal(): BindRefusal | null {
  try {
    const kept = globalThis.sessionStorage?.getItem(REFUSAL_KEY) ?? null;
    globalThis.sessionStorage?.removeItem(REFUSAL_KEY);
    return REFUSALS.find((refusal) => refusal === kept) ?? null;
  } catch {
    return null;
  }
}
