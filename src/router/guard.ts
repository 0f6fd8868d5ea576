import { IOT_LOGIN, SHOP_LOGIN } from './routes';
import type { RouteDef } from './types';
import { buildUrl, type Query } from './url';

/** Who is signed in, as the guard asks. */
export interface GuardSession {
  isShopLoggedIn(): boolean;
  isIotLoggedIn(): boolean;
}

export interface GuardOptions {
  /** The marketing parameters the shop login keeps (promoCode ...). */
  forwarded?: Query;
  /** A layout preview opens any card page without a card login. */
  previewing?: boolean;
}

/**
 * The one login guard, for navigation and for deep links alike: the login page a page that needs
 * a signed-in user leads to, with the address asked for as `redirect`, or null when it may open.
 */
export function loginRedirect(
  route: Pick<RouteDef, 'auth'>,
  url: string,
  session: GuardSession,
  { forwarded = {}, previewing = false }: GuardOptions = {},
): string | null {
  if (route.auth === 'shop' && !session.isShopLoggedIn()) {
    return buildUrl(SHOP_LOGIN, { redirect: url, ...forwarded });
  }
  if (route.auth === 'iot' && !previewing && !session.isIotLoggedIn()) {
    return buildUrl(IOT_LOGIN, { redirect: url });
  }
  return null;
}
