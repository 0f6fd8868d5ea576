import { nav } from '@/router/nav';
import type { PageUrl, RoutePathLike } from '@/router/routes';
import { buildUrl, type Query } from '@/router/url';
import { useLayoutStore } from '@/stores/layout';
import { normalizeCode } from '@/lib/emptyish';
import { isLink } from '@/lib/validators';

/** '/path?query' with the current promo code, so it survives every hop of a shared link. */
export function shopUrl(path: RoutePathLike | '/', query?: Query): PageUrl;
export function shopUrl(path: string, query?: Query): string;
export function shopUrl(path: string, query: Query = {}): string {
  const promoCode = normalizeCode(useLayoutStore.getState().promoCode);
  return buildUrl(path, promoCode ? { promoCode, ...query } : query);
}

/** Opens a shop page (tab pages through switchTab). */
export function openPage(path: RoutePathLike, query: Query = {}) {
  return openShopPath(path, query);
}

function openShopPath(path: string, query: Query) {
  return nav.openMenu({ type: 'page', path: shopUrl(path, query) });
}

/** Opens a configured link: a page path, or an http(s) address in the web view. */
export function openLink(link: string) {
  if (!link) return;
  if (isLink(link)) {
    void nav.openMenu(
      { type: 'url', url: link },
      { promoCode: useLayoutStore.getState().promoCode },
    );
    return;
  }
  const [path, search = ''] = link.split('?');
  const query: Query = {};
  new URLSearchParams(search).forEach((value, key) => {
    query[key] = value;
  });
  void openShopPath(path, query);
}
