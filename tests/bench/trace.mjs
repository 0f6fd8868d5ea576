// Start-up trace (not CI): loads each landing page cold in Chromium with the CPU slowed to the phone class, records
// a performance trace from the navigation until the first interactive screen (the app has drawn
// its own screen and the main thread has had no long task for 2 s), and lists every task over
// 50 ms with what it was made of. The stack floor is traced the same way for reference.
//
//   npm run bench:trace
//   BENCH_TRACE_RUNS=3 npm run bench:trace   more loads per page (each listed)
//   BENCH_TRACE_READABLE=1 npm run bench:trace   a build without minification of its own (into
//                                             tests/.results/bench/app-readable), so the functions
//                                             carry their names; timings are a little different
//   BENCH_JSON=1 npm run bench:trace         also prints the figures as JSON
//   BENCH_TRACE_PAGES=iot,floor npm run bench:trace   only the pages whose names contain one of
//                                             these words (case-insensitive), to try one change
//
// Each page's last trace is kept in tests/.results/bench/trace/*.json (open it in DevTools'
// Performance panel).
import fs from 'node:fs';
import path from 'node:path';
import {
  RESULTS_DIR,
  ROOT,
  buildApp,
  machineLine,
  ms,
  pageUrl,
  reuseBuild,
  startPreview,
} from './lib/common.mjs';
import { CPU_SLOWDOWN, launchPhoneBrowser, newPhone } from './lib/browser.mjs';
import { FLOOR_NAME, LANDING_PAGES, slug, startFloor } from './lib/pages.mjs';
import { TRACE_CATEGORIES, afterFirstPaint, blockingTime, longTasks } from './lib/trace.mjs';

const RUNS = Number(process.env.BENCH_TRACE_RUNS || 1);
/** How many files and functions each task lists (BENCH_TRACE_TOP). */
const TOP = Number(process.env.BENCH_TRACE_TOP || 4);
const QUIET_MS = 2000;
const LIMIT_MS = 20000;
const TRACE_DIR = path.join(RESULTS_DIR, 'trace');

const READABLE = !!process.env.BENCH_TRACE_READABLE;
const READABLE_DIR = path.join(RESULTS_DIR, 'app-readable');
if (READABLE) {
  console.log('Building the app without minification…');
  await buildApp({ outDir: READABLE_DIR, minify: false });
} else if (!reuseBuild()) {
  console.log('Building the app…');
  await buildApp();
}
const server = await startPreview(READABLE ? { outDir: READABLE_DIR } : {});
const floor = await startFloor();
const browser = await launchPhoneBrowser();
const only = (process.env.BENCH_TRACE_PAGES || '')
  .toLowerCase()
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const pages = [
  ...LANDING_PAGES.map((page) => ({ ...page, url: pageUrl(server.origin, page.path, page.query) })),
  { name: FLOOR_NAME, url: `${floor.origin}/shop/` },
].filter((page) => !only.length || only.some((word) => page.name.toLowerCase().includes(word)));

/** In the page: resolves once the app's own screen is drawn and no long task came for QUIET_MS. */
function settled({ quietMs, limitMs }) {
  return new Promise((resolve) => {
    let last = performance.now();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        last = Math.max(last, entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    const drawn = () =>
      !document.getElementById('first-paint') &&
      !!document.getElementById('root')?.firstElementChild;
    let drawnAt = 0;
    const check = () => {
      const now = performance.now();
      if (!drawnAt && drawn()) drawnAt = now;
      if ((drawnAt && now - Math.max(last, drawnAt) >= quietMs) || now > limitMs)
        resolve({ drawnAt, lastLongTaskEnd: last, now });
      else setTimeout(check, 100);
    };
    check();
  });
}

/** In the page: the text sizes (design rpx, 750 a screen's width) and weights on the first screen. */
function firstScreenType() {
  const width = Math.min(window.innerWidth, 540);
  const found = new Set();
  for (const element of document.querySelectorAll('body *')) {
    if (![...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim()))
      continue;
    const box = element.getBoundingClientRect();
    if (!box.width || box.top > window.innerHeight) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden') continue;
    found.add(`${Math.round((parseFloat(style.fontSize) * 750) / width)}/${style.fontWeight}`);
  }
  return [...found].sort();
}

/** The sizes src/app/firstPaint warms for a landing kind, and at 28 rpx what the shell warms. */
function warmedType(landing) {
  const text = fs.readFileSync(path.join(ROOT, 'src/app/firstPaint/typeSizes.ts'), 'utf8');
  const block = new RegExp(`\\b${landing}: \\[([\\s\\S]*?)\\],?\\s*\\]`).exec(text)?.[1] ?? '';
  const pairs = [...block.matchAll(/\[(\d+), (\d+)/g)].map(
    ([, size, weight]) => `${size}/${weight}`,
  );
  return new Set([...pairs, '28/400', '28/500', '28/600']);
}

const results = [];
try {
  for (const page of pages) {
    for (let run = 0; run < RUNS; run += 1) {
      const phone = await newPhone(browser);
      await phone.throttle(CPU_SLOWDOWN);
      await browser.startTracing(phone.page, { categories: TRACE_CATEGORIES });
      await phone.page.goto(page.url, { waitUntil: 'commit' });
      const state = await phone.page.evaluate(settled, { quietMs: QUIET_MS, limitMs: LIMIT_MS });
      const buffer = await browser.stopTracing();
      const type = page.landing ? await phone.page.evaluate(firstScreenType) : [];
      await phone.close();
      const trace = JSON.parse(buffer.toString('utf8'));
      fs.mkdirSync(TRACE_DIR, { recursive: true });
      fs.writeFileSync(path.join(TRACE_DIR, `${slug(page.name)}.json`), buffer);
      const { tasks, error, firstPaint } = longTasks(trace, {
        untilMs: state.now,
        origin: new URL(page.url).origin,
      });
      const late = afterFirstPaint(tasks, firstPaint);
      results.push({
        page: page.name,
        run: run + 1,
        drawnAt: state.drawnAt,
        firstPaint,
        tasks,
        late,
        error,
        type,
        unwarmed: page.landing ? type.filter((entry) => !warmedType(page.landing).has(entry)) : [],
      });
    }
  }
} finally {
  await browser.close();
  await server.close();
  await floor.close();
}

const round = (list, count) =>
  list
    .slice(0, count)
    .map(([name, value]) => `${name} ${Math.round(value)}`)
    .join(', ');
for (const result of results) {
  console.log(
    `\n${result.page}${RUNS > 1 ? `, load ${result.run}` : ''}: ${result.tasks.length} tasks over 50 ms at ${CPU_SLOWDOWN}x CPU until the first interactive screen (the app drawn at ${ms(result.drawnAt)}), blocking ${ms(blockingTime(result.tasks))}`,
  );
  console.log(
    result.firstPaint == null
      ? '  first paint: not in the trace'
      : `  after the first paint (${ms(result.firstPaint)}): ${result.late.length} over 50 ms, blocking ${ms(blockingTime(result.late))}`,
  );
  if (result.type.length)
    console.log(
      `  type on the first screen (rpx/weight): ${result.type.join(' ')}; not warmed: ${result.unwarmed.join(' ') || 'none'}`,
    );
  if (!result.tasks.length) console.log(`  ${result.error ?? 'none'}`);
  for (const task of result.tasks) {
    const late = result.firstPaint != null && task.start + task.duration > result.firstPaint;
    console.log(
      `${late ? '* ' : '  '}at ${ms(task.start).padStart(8)}  ${ms(task.duration).padStart(7)}  ${round(task.parts, 4)}`,
    );
    if (task.scripts.files.length)
      console.log(`  ${''.padStart(19)}scripts: ${round(task.scripts.files, TOP)}`);
    if (task.scripts.functions.length)
      console.log(`  ${''.padStart(19)}functions: ${round(task.scripts.functions, TOP)}`);
  }
}
console.log(
  `\nTraces: ${path.relative(ROOT, TRACE_DIR)}/*.json (DevTools › Performance › Load profile)`,
);
console.log(await machineLine());
if (process.env.BENCH_JSON) console.log(JSON.stringify(results));
