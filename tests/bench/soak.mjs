// Soak benchmark (not CI): 1,000 route changes in one tab through the app's navigation service,
// over real pages with the demo API, looking for memory the app never gives back. The heap is
// measured after forced garbage collection (DevTools protocol), with the DOM nodes and event
// listeners; it fails when the heap grows by more than 10 MB.
//
//   npm run bench:soak
//   BENCH_SOAK_STEPS=300 npm run bench:soak
import {
  buildApp,
  machineLine,
  pageUrl,
  printTable,
  readRoutes,
  reuseBuild,
  startPreview,
} from './lib/common.mjs';
import { openPhone } from './lib/browser.mjs';

const STEPS = Number(process.env.BENCH_SOAK_STEPS || 1000);
const LIMIT_MB = Number(process.env.BENCH_SOAK_LIMIT_MB || 10);
/** How often the heap is sampled along the way. */
const SAMPLES = 4;
// Pages that leave the app or only forward elsewhere.
const SKIP = new Set([
  'pages/webview/index',
  'pages/index/loadDomain',
  'pages/authorize/index',
  'pages-sub/single/index',
]);
/** Queries that make a page show its content rather than its "missing parameter" state. */
const QUERIES = {
  'pages/goods/index': 'goodsId=101',
  'pages/goods/general/index': 'goodsId=101',
  'pages/index/VanityNumber/index': 'keyword=8',
};
// The card pages are reached through the operator preview, which needs no login.
const PREVIEW = 'iotPreview=IotLayout:1';
const CARD_PAGES = 12;

const routes = readRoutes();
const open = routes.filter((route) => !route.auth && !SKIP.has(route.path));
const card = routes
  .filter((route) => route.auth === 'iot' && /^pages(-sub)?\/iot\//.test(route.path))
  .slice(0, CARD_PAGES);
const targets = [...open, ...card].map((route) => ({
  url: `/${route.path}${QUERIES[route.path] ? `?${QUERIES[route.path]}` : ''}`,
  mode: route.tab !== undefined ? 'switchTab' : 'redirectTo',
}));

if (!reuseBuild()) {
  console.log('Building the app…');
  await buildApp();
}
const server = await startPreview();
const phone = await openPhone();
const { page } = phone;
const cdp = await page.context().newCDPSession(page);

/** One route change, done when the new page has drawn something into <main>. */
function navigate({ url, mode }) {
  return window.__shopNav[mode](url).then(
    (result) =>
      new Promise((resolve) => {
        const started = performance.now();
        const wait = () => {
          const main = document.querySelector('main');
          if (main?.firstElementChild || performance.now() - started > 5000) {
            resolve(result.ok ? null : result.reason);
          } else requestAnimationFrame(wait);
        };
        wait();
      }),
  );
}

/** Heap after forced garbage collection, with the DOM counters. */
async function measure() {
  // Let pending requests and timers of the last page finish, then collect twice (finalisers).
  await page.waitForTimeout(1500);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return {
    heap: heap.usedSize,
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
    documents: dom.documents,
  };
}

const MB = (bytes) => (bytes / 1e6).toFixed(2);
const refused = new Map();
const rows = [];
let baseline;
let last;
const started = Date.now();
try {
  await page.goto(pageUrl(server.origin, 'pages/index/index', PREVIEW));
  await page.waitForFunction(() => !!window.__shopNav && !!document.querySelector('main'));
  // The first-paint shell has a main of its own: wait for the app's navigation service.
  await page.evaluate(() => window.__shopNav.whenAttached());
  await page.evaluate(() => navigator.serviceWorker?.ready);
  // Warm-up: every page once, so code, messages and first-time caches are in the baseline.
  for (const target of targets) await page.evaluate(navigate, target);
  await page.evaluate(navigate, targets[0]);
  baseline = await measure();
  rows.push([
    '0 (after one round of every page)',
    MB(baseline.heap),
    '',
    baseline.nodes,
    baseline.listeners,
  ]);

  for (let step = 1; step <= STEPS; step += 1) {
    const target = targets[step % targets.length];
    const reason = await page.evaluate(navigate, target);
    if (reason)
      refused.set(`${target.url}: ${reason}`, (refused.get(`${target.url}: ${reason}`) ?? 0) + 1);
    if (step % Math.ceil(STEPS / SAMPLES) === 0 || step === STEPS) {
      last = await measure();
      rows.push([
        String(step),
        MB(last.heap),
        `${last.heap >= baseline.heap ? '+' : ''}${MB(last.heap - baseline.heap)}`,
        last.nodes,
        last.listeners,
      ]);
    }
  }
} finally {
  await phone.close();
  await server.close();
}

printTable([['Navigations', 'heap MB', 'growth MB', 'DOM nodes', 'listeners'], ...rows], {
  title: `Soak: ${STEPS} route changes over ${targets.length} pages in one tab (after forced GC)`,
});
const growth = last.heap - baseline.heap;
console.log(
  `Heap growth ${MB(growth)} MB (limit ${LIMIT_MB} MB); listeners ${baseline.listeners} → ${last.listeners}; DOM nodes ${baseline.nodes} → ${last.nodes}; ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
if (refused.size) {
  console.log('Refused by the navigation service:');
  for (const [what, count] of refused) console.log(`- ${what} (${count}×)`);
}
console.log(await machineLine());
if (growth > LIMIT_MB * 1e6) {
  console.log(`Soak FAILED: the heap grew by more than ${LIMIT_MB} MB.`);
  process.exit(1);
}
console.log('Soak passed.');
