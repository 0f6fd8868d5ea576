// Navigation benchmark (not CI): 20 route changes through the app's navigation service with every
// page chunk already loaded once (warm), CPU slowed to the phone class. Measures from the call to the first frame
// that shows the new page's content.
//
//   npm run bench:nav
//   BENCH_STEPS=40 npm run bench:nav
import {
  buildApp,
  machineLine,
  median,
  ms,
  pageUrl,
  printTable,
  readRoutes,
  reuseBuild,
  startPreview,
} from './lib/common.mjs';
import { CPU_SLOWDOWN, openPhone } from './lib/browser.mjs';

const STEPS = Number(process.env.BENCH_STEPS || 20);
/**
 * Pages a shopper moves between most; each is used when it is in the route table. Tabs are reached
 * with switchTab, the others with navigateTo, as taps do.
 */
const PREFERRED = [
  'pages/index/index',
  'pages/index/VanityNumber/index',
  'pages/order/index',
  'pages/goods/general/index',
  'pages/customer/index',
  'pages/customer/question/index',
  'pages/user/index',
  'pages/about/promise',
  'pages/about/payment',
  'pages/about/textTemplate',
];
// Pages that need a query to show anything, or that leave the app.
const SKIP = new Set(['pages/webview/index', 'pages/index/loadDomain', 'pages/authorize/index']);

const routes = readRoutes();
const byPath = new Map(routes.map((route) => [route.path, route]));
let targets = PREFERRED.filter((p) => byPath.has(p) && !byPath.get(p).auth);
if (targets.length < 4) {
  const extra = routes.filter((r) => !r.auth && !SKIP.has(r.path) && !targets.includes(r.path));
  targets = [...targets, ...extra.map((r) => r.path)].slice(0, 8);
}

if (!reuseBuild()) {
  console.log('Building the app…');
  await buildApp();
}
const server = await startPreview();
const phone = await openPhone();
const { page } = phone;

/** Runs one navigation in the page and times it there, so no protocol latency is included. */
function timeNavigation({ url, mode }) {
  const main = document.querySelector('main');
  if (!main) return Promise.resolve({ error: 'no <main>' });
  const before = main.firstElementChild;
  let resolved = false;
  // A page that renders nothing yet (a placeholder) counts once the router has switched to it and
  // the old page is gone; otherwise the new page must show text or an image.
  // Between two such pages nothing in <main> changes, so the router's switch is all there is.
  const shows = (el) =>
    el
      ? el !== before && !!(el.textContent?.trim() || el.querySelector('img, svg, input'))
      : resolved;
  return new Promise((resolve) => {
    const started = performance.now();
    let content = 0;
    const finish = (result) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(result);
    };
    // After the frame that contains the new content has been produced.
    const afterPaint = () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () =>
          finish({
            content: content - started,
            painted: performance.now() - started,
            empty: !main.firstElementChild,
          });
        channel.port2.postMessage(null);
      });
    const check = () => {
      if (content || !shows(main.firstElementChild)) return;
      content = performance.now();
      afterPaint();
    };
    const observer = new MutationObserver(check);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(() => finish({ error: 'no new content within 10 s' }), 10_000);
    window.__shopNav[mode](url).then((result) => {
      if (!result.ok) finish({ error: `refused: ${result.reason}` });
      resolved = true;
      check();
    });
  });
}

const modeFor = (path) => (byPath.get(path)?.tab !== undefined ? 'switchTab' : 'navigateTo');
const go = (path) => page.evaluate(timeNavigation, { url: `/${path}`, mode: modeFor(path) });

const samples = [];
const errors = [];
try {
  await page.goto(pageUrl(server.origin, targets[0]));
  await page.waitForFunction(
    () => !!window.__shopNav && !!document.querySelector('main')?.textContent?.trim(),
  );
  // The first-paint shell has a main of its own: wait for the app's navigation service.
  await page.evaluate(() => window.__shopNav.whenAttached());
  // Warm: every target's chunk and data once, unthrottled, and back to the start.
  for (const path of [...targets.slice(1), targets[0]]) {
    const result = await go(path);
    if (result.error) errors.push(`warm-up ${path}: ${result.error}`);
    await page.waitForTimeout(150);
  }
  await phone.throttle();
  for (let step = 0; step < STEPS; step += 1) {
    const path = targets[(step + 1) % targets.length];
    const result = await go(path);
    if (result.error) errors.push(`${path}: ${result.error}`);
    else samples.push({ path, ...result });
    // Let the page settle (data, effects) as a shopper would before the next tap.
    await page.waitForTimeout(300);
  }
} finally {
  await phone.close();
  await server.close();
}

const painted = samples.map((s) => s.painted);
const content = samples.map((s) => s.content);
const worst = samples.reduce((a, b) => (b.painted > (a?.painted ?? -1) ? b : a), undefined);
printTable(
  [
    ['Navigation (warm chunks)', 'median', 'worst', 'target'],
    ['Call to content painted', ms(median(painted)), ms(Math.max(...painted)), '< 100 / < 250 ms'],
    ['Call to content in the DOM', ms(median(content)), ms(Math.max(...content)), ''],
  ],
  { title: `Navigation: ${samples.length} of ${STEPS} route changes, CPU ${CPU_SLOWDOWN}x slower` },
);
console.log(`Pages: ${targets.join(', ')}`);
const empty = [...new Set(samples.filter((s) => s.empty).map((s) => s.path))];
if (empty.length) console.log(`Placeholder pages (render nothing yet): ${empty.join(', ')}`);
if (worst) console.log(`Slowest: ${worst.path} (${ms(worst.painted)})`);
if (errors.length) console.log(`Not measured:\n- ${errors.join('\n- ')}`);
console.log(await machineLine());
