import { nextTask } from '@/lib/nextTask';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces, type Namespace } from '@/i18n';
import {
  redirect,
  UNSAFE_createHashHistory as createHashHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  useLocation,
  useRouteError,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { ErrorView } from '@/components/ui/ErrorView';
import { loginRedirect } from '@/router/guard';
import { nav } from '@/router/nav';
import { SHOP_INDEX, SINGLE_INDEX, findRoute, routes } from '@/router/routes';
import type { PageComponent, RouteDef, RouteHandle } from '@/router/types';
import { loadPage } from '@/router/pages';
import { entryId } from '@/features/shell/pageTitle';
import { parseQuery } from '@/router/url';
import { isIotLoggedIn, useIotStore } from '@/stores/iot';
import { currentSim } from '@/features/data/simKey';
import { isIotArea } from '@/router/iotArea';
import { parsePreview, PREVIEW_PATTERN } from '@/lib/preview';
import { useLayoutStore } from '@/stores/layout';
import { isShopLoggedIn } from '@/stores/shopUser';
import { useUpdateStore } from '@/stores/update';
import { normalizeCode } from '@/lib/emptyish';
import { loadOnce } from '@/lib/loadOnce';
import { whenQuiet } from '@/lib/idle';
import { isWechatBrowser } from '@/api/context';
import { IOT_HOME } from '@/router/table/iot';
import { LATER_NAMESPACES } from './firstPaint/landing';
import { PageBoundary } from './PageBoundary';
import type PreviewGateType from './PreviewGate';
import { Shell } from './Shell';

/** A lazy page that has not arrived after this long shows the error view (docs/requirements.md section 9). */
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export class PageLoadTimeout extends Error {
  constructor(path: string) {
    super(`Page ${path} did not load within ${PAGE_LOAD_TIMEOUT_MS} ms`);
    this.name = 'PageLoadTimeout';
  }
}

/** The page's promise, or its timeout's rejection if that comes first. */
function withTimeout<T>(promise: Promise<T>, path: string): Promise<T> {
  let timer = 0;
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new PageLoadTimeout(path)), PAGE_LOAD_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export type { RouteHandle };

function PageFallback({ reset }: { reset: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorView
      title={t('shell.errorView.title')}
      description={t('shell.errorView.description')}
      actionLabel={t('shell.errorView.reload')}
      onAction={reset}
    />
  );
}

// Only operators previewing a layout need it: it stays out of the customers' first load. A card
// page's loader waits for it while a layout is previewed (a failed download is then that page's
// load error), so the page draws it directly: as a lazy component its first render would suspend,
// and React holds a boundary's content back for a few hundred milliseconds after its fallback.
let PreviewGate: typeof PreviewGateType | null = null;
/** Loads the preview gate. */
export function loadPreviewGate(): Promise<unknown> {
  return import('./PreviewGate').then((module) => (PreviewGate = module.default));
}

/** Renders a page with its query as props, inside its own error boundary. */
function pageElement(Page: PageComponent, path: string) {
  const iotArea = isIotArea(path);
  return function RoutedPage() {
    const location = useLocation();
    const query = useMemo(() => parseQuery(location.search), [location.search]);
    const previewing = useIotStore((state) => iotArea && PREVIEW_PATTERN.test(state.simNo));
    const page = <Page query={query} />;
    const Gate = PreviewGate;
    return (
      // A new entry is a new page, also when an address typed by hand reuses the key 'default'.
      <PageBoundary key={entryId(location)} fallback={(reset) => <PageFallback reset={reset} />}>
        {previewing && Gate ? <Gate>{page}</Gate> : page}
      </PageBoundary>
    );
  };
}

/**
 * `?iotPreview=IotLayout:{digits}` on any card page (pages-sub included) puts that layout's
 * preview card in place before the login guard runs and the page draws.
 */
async function applyPreview(def: RouteDef, search: string) {
  if (!isIotArea(def.path)) return;
  const preview = parsePreview(parseQuery(search).iotPreview);
  if (!preview) return;
  if (useIotStore.getState().simNo === preview && currentSim()?.simNo === preview) return;
  const { enterPreview } = await import('@/features/data/sim');
  await enterPreview(preview);
}

/**
 * The error view for a page module that failed to load or timed out; reloads on click, or takes
 * the waiting new version when one is offered (a page file gone after a deploy: a plain reload
 * would run the same version again).
 */
export function RouteErrorView() {
  const error = useRouteError();
  const { t } = useTranslation();
  const update = useUpdateStore((state) => state.apply);
  return (
    <ErrorView
      title={t('shell.errorView.title')}
      description={
        error instanceof PageLoadTimeout
          ? t('shell.errorView.timeout')
          : t('shell.errorView.description')
      }
      actionLabel={t('shell.errorView.reload')}
      onAction={() => (update ? update() : window.location.reload())}
    />
  );
}

function UnknownPage() {
  const { t } = useTranslation();
  return (
    <ErrorView
      title={t('shell.nav.unknownPage')}
      actionLabel={t('shell.titles.home')}
      onAction={() => void nav.reLaunch('/')}
    />
  );
}

/** Deep links to guarded pages go to their login page, with the original URL as redirect. */
function guardLoader(def: RouteDef) {
  if (!def.auth && !isIotArea(def.path)) return undefined;
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    await applyPreview(def, url.search);
    if (isIotArea(def.path) && PREVIEW_PATTERN.test(useIotStore.getState().simNo))
      await loadPreviewGate();
    const original = `${url.pathname}${url.search}`;
    const login = loginRedirect(
      def,
      original,
      { isShopLoggedIn, isIotLoggedIn },
      { forwarded: nav.forwarded() },
    );
    return login ? redirect(login) : null;
  };
}

/**
 * The message namespaces a page waits for, fetched with its chunk: its area's, except at the card
 * home those no landing page's first screen uses (`LATER_NAMESPACES`, see `laterNamespaces`).
 */
export function pageNamespaces(path: string): Namespace[] {
  if (!/^pages(-sub)?\/(iot|wifi|ltAuth)\//.test(path)) return ['shop'];
  const later = laterNamespaces(path);
  return (['iot', 'iotServices'] as Namespace[]).filter((namespace) => !later.includes(namespace));
}

/** Messages a landing page left out (`pageNamespaces`), to fetch once it is up and the browser idle. */
export function laterNamespaces(path: string): Namespace[] {
  return path === IOT_HOME ? [...LATER_NAMESPACES] : [];
}

function lazyPage(def: RouteDef) {
  return async () => {
    const [mod] = await withTimeout(
      Promise.all([loadPage(def.path), loadNamespaces(pageNamespaces(def.path))]),
      def.path,
    );
    // The router goes on with the page in a task of its own: when the page and its messages are
    // in already (the landing page, preloaded), matching the address and finishing the navigation
    // were one long task on a phone.
    await nextTask();
    return { Component: pageElement(mod.default, def.path) };
  };
}

function routeObject(def: RouteDef): RouteObject {
  return {
    path: def.path,
    loader: guardLoader(def),
    lazy: lazyPage(def),
    handle: { def } satisfies RouteHandle,
    errorElement: <RouteErrorView />,
  };
}

/** The root path shows the shop index, or the featured single page when a code is set. */
function indexRoute(): RouteObject {
  const shopIndex = findRoute(SHOP_INDEX);
  const pick = () =>
    (normalizeCode(useLayoutStore.getState().pageCode) && findRoute(SINGLE_INDEX)) || shopIndex;
  return {
    index: true,
    handle: shopIndex ? ({ def: shopIndex } satisfies RouteHandle) : undefined,
    errorElement: <RouteErrorView />,
    lazy: async () => {
      const def = pick();
      if (!def) return { Component: UnknownPage };
      return lazyPage(def)();
    },
  };
}

/** Id of the shell's route, under which the pages' routes are added as they are first visited. */
const SHELL_ROUTE_ID = 'shell';

/** The shell around the index, the given page routes and the unknown-page catch-all. */
function shellRoute(pages: RouteObject[]): RouteObject[] {
  return [
    {
      id: SHELL_ROUTE_ID,
      path: '/',
      element: <Shell />,
      HydrateFallback: () => null,
      errorElement: <RouteErrorView />,
      children: [indexRoute(), ...pages, { path: '*', Component: UnknownPage }],
    },
  ];
}

/** The table's page of an address path ('/pages/x/index', any case, a trailing slash allowed). */
export function routeOfPath(pathname: string): RouteDef | undefined {
  const clean = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return routes.find((def) => def.path.toLowerCase() === clean);
}

/**
 * What the app's router is made of: the shell, the index and the catch-all only, and a page's
 * route added the first time an address of it is opened (the landing page included, before its
 * loader runs). Given all 103 routes at once, the router compiled and ranked every one of them
 * while being created: 60-100 ms of one task at 4x CPU, before the first screen. Each router gets
 * its own (the memory routers of the tests too).
 */
export function discoveringRoutes(): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  return {
    routes: shellRoute([]),
    // The router adds a route it has already only once (same path).
    patchRoutesOnNavigation: ({ path, patch }) => {
      const def = routeOfPath(path);
      if (def) patch(SHELL_ROUTE_ID, [routeObject(def)]);
    },
  };
}

/** Inside WeChat, a share of this page shows the agent's title and logo: loaded there only. */
function shareCurrentPage() {
  if (!isWechatBrowser()) return;
  void import('./wechatShare').then((module) => module.shareCurrentPage()).catch(() => undefined);
}

/**
 * When tracking's code is fetched: its reports wait until the page has been open a few seconds
 * anyway (api/tracking `QUIET_START_MS`), so it stays out of the first load and off the network
 * while the landing page loads. Then it waits for a pause in the visitor's taps and an idle
 * moment: a visitor's first tap often comes just then, and the code's arrival (its download
 * handled, its module run) held back the tap's answer.
 */
const TRACKING_LOAD_DELAY_MS = 2500;
/** The longest wait for an idle moment once the taps have paused. */
const TRACKING_IDLE_TIMEOUT_MS = 3000;
/** Tracking's code, fetched once; not loaded (offline), the next view tries again. */
const loadTracking = loadOnce(() =>
  new Promise((resolve) => setTimeout(resolve, TRACKING_LOAD_DELAY_MS))
    .then(
      () =>
        new Promise<void>((resolve) => whenQuiet(resolve, { timeout: TRACKING_IDLE_TIMEOUT_MS })),
    )
    .then(() => import('@/api/tracking')),
);

/** Reports a page view (fire and forget); views keep their order while tracking's code loads. */
function trackView(path: string, promoCode: string) {
  loadTracking().then(
    (module) => module.trackPageView(path, promoCode),
    () => undefined,
  );
}

/**
 * The app's hash router, not started yet: `router.initialize()` matches the address and loads the
 * landing page. createHashRouter does both in one go, which on a phone made one long task of the
 * router's start (first runs of its code included); the two halves here are the same calls it
 * makes, for the app to run in two tasks (appRouterInstance).
 */
export function createAppRouter() {
  const { routes: initial, patchRoutesOnNavigation } = discoveringRoutes();
  const router = createRouter({
    history: createHashHistory({ window }),
    routes: initial,
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation,
    window,
  });
  // Page views go to tracking once the page is reached (fire and forget, see api/tracking).
  const reportView = () =>
    trackView(router.state.location.pathname, normalizeCode(useLayoutStore.getState().promoCode));
  reportView();
  shareCurrentPage();
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    reportView();
    // Inside WeChat, a share of this page shows the agent's title and logo (no-op elsewhere).
    shareCurrentPage();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Connects the navigation service to the router. The app does it once the router's provider is
 * committed and subscribed (a layout effect of App), so no navigation can happen before the
 * provider would see it.
 */
export function attachNav(router: AppRouter): () => void {
  nav.attach({
    go: (url, { replace, depth }) => router.navigate(url, { replace, state: { depth } }),
    back: (delta) => router.navigate(-delta),
    depth: () => {
      const state = router.state.location.state as { depth?: unknown } | null;
      return typeof state?.depth === 'number' && state.depth > 0 ? state.depth : 1;
    },
  });
  return () => nav.attach(null);
}

let appRouter: AppRouter | undefined;
let started = false;

/**
 * Creates the app's one router without starting it, so that its start can run in a task of its
 * own (main.tsx); appRouterInstance() does both where this did not run first.
 */
export function prepareAppRouter(): void {
  appRouter ??= createAppRouter();
}

/** The app's one router, created and started on first use (before the first render, by main.tsx). */
export function appRouterInstance(): AppRouter {
  const router = (appRouter ??= createAppRouter());
  if (!started) {
    started = true;
    router.initialize();
  }
  return router;
}
