// Repeat-visit benchmark (not CI): a visitor comes back. Each landing page is opened once in a
// fresh phone profile and left until the service worker has installed and the page has settled;
// then it is opened again, with the CPU slowed to the phone class and Lighthouse's slow 4G for the page's requests,
// and the largest contentful paint of that second visit is read in the page. The stack floor,
// which has no service worker (HTTP cache only), is measured the same way for reference.
//
//   npm run bench:repeat
//   BENCH_REPEAT_RUNS=5 npm run bench:repeat   more returning visitors per page (default 3)
//   BENCH_REPEAT_NETWORK=off npm run bench:repeat   no network throttling
//   BENCH_JSON=1 npm run bench:repeat          also prints the figures as JSON
import {
  buildApp,
  machineLine,
  median,
  ms,
  pageUrl,
  printTable,
  reuseBuild,
  startPreview,
} from './lib/common.mjs';
import { CPU_SLOWDOWN, launchPhoneBrowser, newPhone } from './lib/browser.mjs';
import { FLOOR_NAME, LANDING_PAGES, spread, startFloor } from './lib/pages.mjs';

const RUNS = Number(process.env.BENCH_REPEAT_RUNS || 3);
const THROTTLE_NETWORK = process.env.BENCH_REPEAT_NETWORK !== 'off';
/** The repeat-visit target: the largest paint of a returning visitor, at the calibrated CPU slowdown. */
export const REPEAT_LCP_TARGET_MS = 1000;
/** The page registers its worker 5 s after load (src/app/main.tsx): the first visit waits for it. */
const WORKER_WAIT_MS = 25_000;
const SETTLE_MS = 3000;

/** In the page (added before any script): records the paints and the largest contentful paint. */
function recordPaints() {
  window.__paints = { lcp: null, fcp: null };
  const describe = (element) => {
    if (!element) return '(removed)';
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const tag = element.tagName.toLowerCase();
    const image = tag === 'img' ? (element.getAttribute('src') ?? '').split('/').pop() : '';
    return `<${tag}>${image || text ? ` ${image || text}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__paints.lcp = {
        time: entry.startTime,
        size: entry.size,
        element: describe(entry.element),
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** In the page: whether the service worker controls it. */
const controlled = () => !!navigator.serviceWorker?.controller;

/** In the page: resolves once the shop's service worker is active (or after `waitMs`). */
function workerActive(waitMs) {
  if (!('serviceWorker' in navigator)) return Promise.resolve(false);
  return Promise.race([
    navigator.serviceWorker.ready.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), waitMs)),
  ]);
}

async function visitTwice(browser, url, { worker }) {
  const phone = await newPhone(browser);
  try {
    await phone.page.addInitScript(recordPaints);
    // The first visit, at full speed: the page, its calls, its idle work and the worker's install.
    await phone.page.goto(url, { waitUntil: 'load' });
    const installed = worker ? await phone.page.evaluate(workerActive, WORKER_WAIT_MS) : false;
    await phone.page.waitForTimeout(SETTLE_MS);
    // The return: a new navigation to the same address, as from a link or the home screen.
    await phone.page.goto('about:blank');
    await phone.throttle(CPU_SLOWDOWN);
    if (THROTTLE_NETWORK) await phone.network();
    await phone.page.goto(url, { waitUntil: 'load' });
    await phone.page.waitForTimeout(SETTLE_MS);
    const paints = await phone.page.evaluate(() => window.__paints);
    return { ...paints, installed, controlled: await phone.page.evaluate(controlled) };
  } finally {
    await phone.close();
  }
}

if (!reuseBuild()) {
  console.log('Building the app…');
  await buildApp();
}
const server = await startPreview();
const floor = await startFloor();
const browser = await launchPhoneBrowser();
const pages = [
  ...LANDING_PAGES.map((page) => ({
    ...page,
    url: pageUrl(server.origin, page.path, page.query),
    worker: true,
  })),
  { name: FLOOR_NAME, url: `${floor.origin}/shop/`, worker: false },
];
const results = [];
try {
  for (const page of pages) {
    const visits = [];
    for (let run = 0; run < RUNS; run += 1) visits.push(await visitTwice(browser, page.url, page));
    const lcps = visits.map((visit) => visit.lcp?.time ?? NaN);
    const fcps = visits.map((visit) => visit.fcp ?? NaN);
    results.push({
      name: page.name,
      lcp: median(lcps),
      lcps,
      fcp: median(fcps),
      fcps,
      element: visits.at(-1)?.lcp?.element ?? '-',
      controlled: visits.filter((visit) => visit.controlled).length,
      worker: page.worker,
    });
  }
} finally {
  await browser.close();
  await server.close();
  await floor.close();
}

const rows = [
  ['Page', 'LCP', 'spread', 'FCP', 'from worker', 'largest element (last run)', '≤ 1.0 s'],
];
for (const result of results) {
  rows.push([
    result.name,
    ms(result.lcp),
    spread(result.lcps, (v) => String(Math.round(v))),
    ms(result.fcp),
    result.worker ? `${result.controlled}/${RUNS}` : 'no worker',
    result.element,
    result.worker ? (result.lcp <= REPEAT_LCP_TARGET_MS ? 'yes' : 'NO') : '',
  ]);
}
printTable(rows, {
  title: `Repeat visits at ${CPU_SLOWDOWN}x CPU${THROTTLE_NETWORK ? ' and slow 4G' : ''}, median of ${RUNS} returning visitors`,
});
console.log(
  `Target: a returning visitor's largest paint <= ${REPEAT_LCP_TARGET_MS} ms on every page.`,
);
console.log(await machineLine());
if (process.env.BENCH_JSON) console.log(JSON.stringify(results));
