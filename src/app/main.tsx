import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { initI18n, loadNamespaces, startI18n } from '@/i18n';
import { nav } from '@/router/nav';
import { loadPage, pageAreaPrefetches } from '@/router/pages';
import { SHOP_INDEX } from '@/router/routes';
import { parseUrl } from '@/router/url';
import { refreshGenericConfig } from '@/features/data/config';
import { useIotStore } from '@/stores/iot';
import { nextTask } from '@/lib/nextTask';
import { whenQuiet } from '@/lib/idle';
import { parsePreview } from '@/lib/preview';
import { runLaunch } from '@/features/launch/launch';
import { keepCardSessionAside } from '@/features/iot/previewSession';
import { prefetchErrorCatalogue, prefetchTransport } from '@/api/client';
import { App } from './App';
import {
  appRouterInstance,
  laterNamespaces,
  loadPreviewGate,
  pageNamespaces,
  prepareAppRouter,
  type AppRouter,
} from './router';
import { prefetchFeedback } from './FeedbackHost';
import { handOver } from './firstPaint/takeover';
import { wireApp } from './wiring';

declare global {
  interface Window {
    /** The navigation service, reachable from the console and from end-to-end tests. */
    __shopNav?: typeof nav;
  }
}
window.__shopNav = nav;

// The landing address decides the promo code, preview mode and mini-user before the first call.
const landing = parseUrl(window.location.hash);

/**
 * The longest the first draw waits for the router to have its landing page (module and data):
 * past it, the app is drawn all the same, and the router's own loading shows.
 */
const ROUTER_WAIT_MS = 3000;

/** Settles once the router has its first page (or after `ROUTER_WAIT_MS`). */
function routerInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ROUTER_WAIT_MS);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}

/** Draws the app in place of the first-paint shell. */
function draw(router: AppRouter) {
  const container = document.getElementById('root');
  if (!container) return;
  handOver(container);
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  // With its landing page matched and loaded, the router is drawn in a transition: React draws
  // the first screen in slices and yields between them, so the page stays responsive meanwhile,
  // and shows it at once when all of it is drawn. A router still loading (a slow or failed page
  // download) is drawn in one go instead: its provider subscribes in the same task, so it cannot
  // miss the end of that loading, which a sliced render spread over several tasks could.
  if (router.state.initialized) startTransition(render);
  else flushSync(render);
}

/**
 * The app's start. It runs in a task after the one that evaluated the app's modules: on a phone
 * each of the two is then short enough not to hold back a tap.
 */
function start() {
  wireApp();
  // An operator preview link opens IoT pages without a login: the preview card must be in place
  // before the first route guard runs. The launch sequence then loads it (enterPreview).
  const previewSim = parsePreview(landing.query.iotPreview);
  if (previewSim) {
    const iot = useIotStore.getState();
    if (iot.simNo !== previewSim) iot.setPreviewPopupShown(false);
    // A logged-in card's session waits aside: the preview asks first and gives it back.
    keepCardSessionAside();
    iot.setSession(previewSim, '');
    // The preview gate wraps the landing page: fetched now, with the page, not after it.
    void loadPreviewGate().catch(() => undefined);
  }

  // Only the visitor's language is downloaded; the first render waits for it so no raw key shows.
  // The landing page's module and messages download at the same time (the router reuses them).
  const i18nReady = startI18n();
  void loadNamespaces(pageNamespaces(landing.path)).catch(() => undefined);
  const landingPage = loadPage(landing.path || SHOP_INDEX);
  landingPage.catch(() => undefined);

  void i18nReady.then(() => {
    // The launch's calls go out first, before the router and the first render: each of those
    // takes a while on a phone, and the configuration (and a preview link's card) arrives that
    // much sooner. So does what the landing page asks for first (the number lists' province and
    // filters), once its module is in: the router could not draw the page before that anyway.
    // In a task of its own: with the launch's first steps it made one long task on a phone.
    const prefetched = landingPage.then(
      (page) => nextTask().then(() => page.default.prefetch?.(landing.query)),
      () => undefined,
    );
    // The router starts matching the landing page (it loads the module downloading above) once
    // the launch's calls are on the wire: the browser sends them from tasks of its own, queued
    // while this one ends, so the router waits two task turns to come after them. The app is drawn
    // once the router has its page; what the launch shows or opens waits for the navigation
    // service, attached once the router's provider is drawn.
    const ready = nextTask()
      .then(nextTask)
      // The router is created in one task and started (matching, the landing page's loaders) in
      // the next: together, with the first runs of their code, they made one long task on a phone.
      .then(prepareAppRouter)
      .then(nextTask)
      .then(() => {
        const router = appRouterInstance();
        return Promise.all([prefetched, routerInitialized(router)]).then(() => router);
      })
      .then((router) => nextTask().then(() => draw(router)))
      .then(() => nav.whenAttached());
    // The entry's file (src/app/early) may have sent the launch's calls already: the client takes
    // their answers instead of asking again (src/api/early.ts).
    void runLaunch({ path: landing.path, query: landing.query, ready });
  });
}

// i18next's own start (resolving the language, its first use of Intl) is a task of its own: with
// the app's start after it, it made one long task on a phone. startI18n then finds it started.
void nextTask()
  .then(() => {
    initI18n();
  })
  .then(nextTask)
  .then(start);

/** Runs a task once the page has loaded, plus a delay. */
function afterLoad(task: () => void, delayMs: number) {
  const later = () => setTimeout(task, delayMs);
  // The app starts after the first paint (boot.ts), by when the page may have loaded already.
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

// The offline copy of the shop: production builds only (never the dev server, Storybook or tests),
// and a while after the page has loaded, so its downloads never compete with the first page's own
// calls (an upload or an order right after landing).
const SERVICE_WORKER_DELAY_MS = 5000;
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterLoad(
    () =>
      // Not just after a tap: its module and registration would hold back the tap's answer.
      whenQuiet(
        () =>
          void import('./serviceWorker/start')
            .then((module) => module.startServiceWorker())
            .catch(() => undefined),
        { timeout: SERVICE_WORKER_DELAY_MS },
      ),
    SERVICE_WORKER_DELAY_MS,
  );
}

// The client's HTTP libraries (a landing page's first calls came from the early calls), the generic
// settings, the maps of page loaders the first load has not (src/router/pages.ts), the toast's and
// dialog's code, the client's reactions to failures and the messages the landing page left for later, after the first
// page's own calls and when the browser is idle: a later navigation to another area then waits for
// its page only, and feedback shows at once. Whatever is needed before that fetches its own code.
const IDLE_PREFETCH_DELAY_MS = 2000;
/** Each in an idle period of its own: together they made one long task on a phone. */
const idleWork: (() => void)[] = [
  prefetchTransport,
  // The generic settings no first screen shows (the orders tab's query mode).
  () => void refreshGenericConfig(),
  ...pageAreaPrefetches,
  prefetchFeedback,
  prefetchErrorCatalogue,
  () => void loadNamespaces(laterNamespaces(landing.path)).catch(() => undefined),
  // The agent's keywords and description as the document's (for crawlers and shares).
  () =>
    void import('@/features/shell/documentMeta')
      .then((module) => module.followDocumentMeta())
      .catch(() => undefined),
];
const prefetchIdle = () => {
  const next = idleWork.shift();
  if (!next) return;
  next();
  whenQuiet(prefetchIdle);
};
afterLoad(() => whenQuiet(prefetchIdle), IDLE_PREFETCH_DELAY_MS);
