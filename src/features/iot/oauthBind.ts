import { isWechatBrowser } from '@/api/context';
import { wechatAuthorizeUrl } from '@/api/site';

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
 * type 2, which comes back to this page with `code` in its query.
 */
export const bindAddress = (href: string, promoCode: string) =>
  wechatAuthorizeUrl({
    type: 2,
    syncRedirect: returnAddress(href, promoCode),
    page: 'oauth',
    promoCode: promoCode || undefined,
  });

/** Binding needs WeChat's own browser (its authorisation works nowhere else). */
export const canBindHere = () => isWechatBrowser();

/** Sends the browser to WeChat's authorisation (it leaves the app and comes back). */
export function startBinding(promoCode: string): void {
  const href = globalThis.location?.href ?? '';
  globalThis.location?.assign(bindAddress(href, promoCode));
}
