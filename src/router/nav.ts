import { i18next } from '@/i18n';
import { frameAllowed } from '@/lib/frameHosts';
import { isLink } from '@/lib/validators';
import { isIotLoggedIn } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { isShopLoggedIn } from '@/stores/shopUser';
import { normalizeCode } from '@/lib/emptyish';
import { parsePreview } from '@/lib/preview';
import { loginRedirect } from './guard';
import type { RouteDef } from './types';
import {
  SHOP_INDEX,
  SHOP_LOGIN,
  SINGLE_INDEX,
  routes as appRoutes,
  type PageUrl,
  type RoutePath,
} from './routes';
import { buildUrl, canonicalUrl, isInternalUrl, parseUrl, type Query } from './url';

/** Marketing parameters carried from page to page on index, customer, order, user and login links. */
export const FORWARDED_PARAMS = [
  'promoCode',
  'bd_vid',
  'qz_gdt',
  'cb',
  'mark',
  'mark_id',
  'autoFilterDelivery',
  'agreeAgreement',
  'showHotSearch',
  'pageCode',
] as const;

const FORWARD_TARGETS = new Set([
  SHOP_INDEX,
  SINGLE_INDEX,
  'pages/customer/index',
  'pages/order/index',
  'pages/user/index',
  SHOP_LOGIN,
]);

export { runtimeUrl } from './routes';
export type { PageUrl, RoutePath } from './routes';

export const WEBVIEW = 'pages/webview/index' satisfies RoutePath;

export type NavFailure =
  | 'unknownPage'
  | 'tabRefused'
  | 'notTabPage'
  | 'duplicate'
  | 'menuUnsupported'
  | 'invalidLink'
  | 'notReady';

export type NavResult = { ok: true; url: string } | { ok: false; reason: NavFailure };

/** What the navigation service drives: the router, in the app; a fake, in tests. */
export interface NavHost {
  /** Shows `url` ('/pages/...?...'), pushing or replacing the history entry. Resolves when shown. */
  go(url: string, options: { replace: boolean; depth: number }): Promise<void>;
  /** Goes back `delta` entries. */
  back(delta: number): Promise<void> | void;
  /** How many pages are on the stack (1 when the current page is the only one). */
  depth(): number;
}

export interface NavSession {
  isShopLoggedIn(): boolean;
  isIotLoggedIn(): boolean;
  /** The single-page code; when set, the shop index is the featured single page. */
  singlePageCode(): string;
  /** The configured domain (base configuration), whose pages the web view frames. */
  frameDomain?(): string;
}

export interface NavDeps {
  routes?: readonly RouteDef[];
  session: NavSession;
  /** Shows a short message (a toast) to the user. */
  toast(messageKey: `shell.nav.${Exclude<NavFailure, 'notReady' | 'duplicate'>}`): void;
}

/** A menu entry of the card layout (docs/requirements.md section 2, menu entries by type). */
export interface MenuTarget {
  type: string;
  /** Page path for type 'page'. */
  path?: string;
  /** External address for type 'url'; may hold {promoCode} and {simNo} placeholders. */
  url?: string;
}

const PLACEHOLDER = /\{\{?\s*(promoCode|simNo)\s*\}?\}/g;

/** Substitutes the promo code and sim number placeholders of a menu URL, encoded. */
export function fillPlaceholders(
  url: string,
  values: { promoCode?: string; simNo?: string },
): string {
  return url.replace(PLACEHOLDER, (_match, name: 'promoCode' | 'simNo') =>
    encodeURIComponent(normalizeCode(values[name])),
  );
}

export function createNav(deps: NavDeps) {
  const table = deps.routes ?? appRoutes;
  const byPath = new Map(table.map((route) => [route.path, route]));
  const pending = new Set<string>();
  let host: NavHost | null = null;
  let remembered: Query = {};
  let markAttached: () => void = () => undefined;
  const attached = new Promise<void>((resolve) => {
    markAttached = resolve;
  });

  const fail = (reason: NavFailure): NavResult => {
    if (reason !== 'duplicate' && reason !== 'notReady') deps.toast(`shell.nav.${reason}`);
    return { ok: false, reason };
  };

  /** The root and the shop index resolve to the single page when a single-page code is set. */
  const resolvePath = (path: string): string => {
    if (path === '' || path === SHOP_INDEX) {
      return normalizeCode(deps.session.singlePageCode()) && byPath.has(SINGLE_INDEX)
        ? SINGLE_INDEX
        : SHOP_INDEX;
    }
    return path;
  };

  const withForwarded = (path: string, query: Query): Query => {
    if (!FORWARD_TARGETS.has(path)) return query;
    const merged: Query = { ...query };
    for (const key of FORWARDED_PARAMS) {
      if (merged[key] === undefined && remembered[key]) merged[key] = remembered[key];
    }
    return merged;
  };

  /** Login-required pages lead to their login page with the original URL as redirect. */
  const guard = (route: RouteDef, url: string, query: Query): string =>
    loginRedirect(route, url, deps.session, {
      forwarded: withForwarded(SHOP_LOGIN, {}),
      // A layout preview link opens any card page: the router puts the preview card in place.
      previewing: !!parsePreview(query.iotPreview),
    }) ?? url;

  type Mode = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab';

  const run = async (mode: Mode, rawUrl: string): Promise<NavResult> => {
    if (!host) return fail('notReady');
    const parsed = parseUrl(rawUrl);
    const path = resolvePath(parsed.path);
    const route = byPath.get(path);
    if (!route) return fail('unknownPage');
    const isTab = route.tab !== undefined || path === SINGLE_INDEX;
    if ((mode === 'navigateTo' || mode === 'redirectTo') && isTab) return fail('tabRefused');
    if (mode === 'switchTab' && !isTab) return fail('notTabPage');
    const target = guard(route, buildUrl(path, withForwarded(path, parsed.query)), parsed.query);
    const key = canonicalUrl(target);
    if (pending.has(key)) return fail('duplicate');
    pending.add(key);
    try {
      const depth = host.depth();
      const push = mode === 'navigateTo';
      const restart = mode === 'reLaunch' || mode === 'switchTab';
      await host.go(target, { replace: !push, depth: restart ? 1 : push ? depth + 1 : depth });
      return { ok: true, url: target };
    } finally {
      pending.delete(key);
    }
  };

  const nav = {
    /** Opens a page on top of the current one. Tab pages are refused (use switchTab). */
    navigateTo: (url: PageUrl) => run('navigateTo', url),
    /** Replaces the current page. Tab pages are refused. */
    redirectTo: (url: PageUrl) => run('redirectTo', url),
    /** Closes every page and opens this one. */
    reLaunch: (url: PageUrl) => run('reLaunch', url),
    /** Shows a tab page, closing the other pages. Non-tab pages are refused. */
    switchTab: (url: PageUrl) => run('switchTab', url),
    /** Goes back, or to the root when this is the only page. */
    async navigateBack(delta = 1): Promise<NavResult> {
      if (!host) return fail('notReady');
      const steps = Math.max(1, Math.floor(delta));
      if (host.depth() > steps) {
        await host.back(steps);
        return { ok: true, url: '' };
      }
      return run('reLaunch', '/');
    },
    /** Opens a layout menu entry by its type. */
    async openMenu(menu: MenuTarget, values: { promoCode?: string; simNo?: string } = {}) {
      if (menu.type === 'page' && menu.path) {
        const { path } = parseUrl(menu.path);
        if (byPath.get(resolvePath(path))?.tab !== undefined) return run('switchTab', menu.path);
        return run(
          /(?:^|[?&])type=page(?:&|$)/.test(menu.path) ? 'redirectTo' : 'navigateTo',
          menu.path,
        );
      }
      if (menu.type === 'url' && menu.url) {
        const address = fillPlaceholders(menu.url, values);
        if (!isLink(address)) return fail('invalidLink');
        return run('navigateTo', buildUrl(WEBVIEW, { url: address }));
      }
      return fail('menuUnsupported');
    },
    /** Called on every location change: remembers the marketing parameters seen so far. */
    observe(query: Query) {
      for (const key of FORWARDED_PARAMS) {
        const value = normalizeCode(query[key]);
        if (value) remembered = { ...remembered, [key]: value };
      }
    },
    /** The marketing parameters remembered from earlier pages. */
    forwarded: (): Query => ({ ...remembered }),
    /** Connects the service to the router. */
    attach(next: NavHost | null) {
      host = next;
      if (next) markAttached();
    },
    /**
     * Settles once a router is attached. A call answered before the first render (the launch's
     * calls go out first) waits on it to open the page its error asks for.
     */
    whenAttached: (): Promise<void> => attached,
    /**
     * Whether a target URL is one of the app's pages (after root resolution). A web view
     * address counts only when the web view would frame it, so a `redirect` never leads to a
     * framed outside page.
     */
    isKnown: (url: string) => {
      if (!isInternalUrl(url)) return false;
      const { path, query } = parseUrl(url);
      const resolved = resolvePath(path);
      if (resolved === WEBVIEW) {
        return (
          byPath.has(resolved) && frameAllowed(query.url, { domain: deps.session.frameDomain?.() })
        );
      }
      return byPath.has(resolved);
    },
    /** For tests: forget remembered parameters and pending navigations. */
    reset() {
      remembered = {};
      pending.clear();
    },
  };
  return nav;
}

export type Nav = ReturnType<typeof createNav>;

/** The configured domain the web view frames, wired to the base configuration by the app. */
let frameDomainSource: () => string = () => '';
export function setFrameDomain(source: () => string) {
  frameDomainSource = source;
}

/** Toasts raised by navigation go through this hook, wired to the app's toast by the shell. */
let toastSink: (message: string) => void = () => undefined;
export function setNavToast(sink: (message: string) => void) {
  toastSink = sink;
}

/** The app's one navigation service: the only way pages move. */
export const nav = createNav({
  session: {
    isShopLoggedIn: () => isShopLoggedIn(),
    isIotLoggedIn: () => isIotLoggedIn(),
    singlePageCode: () => useLayoutStore.getState().pageCode,
    frameDomain: () => frameDomainSource(),
  },
  toast: (key) => toastSink(i18next.t(key)),
});
