// Long-list benchmark (not CI): the vanity number list with 10,000 numbers from the demo API, CPU
// slowed to the phone class (lib/calibrate.mjs). Measures the time to the first rows (cold load from a link), the time for a filter
// change to repaint, the number of row elements in the DOM, and the frames dropped while scrolling
// to the end of the list.
//
//   npm run bench:list
//   BENCH_NUMBERS=2000 BENCH_SCROLL_STEP=200 npm run bench:list
//   BENCH_FILTER_SELECTOR='…' npm run bench:list   the control that changes the filter
//   BENCH_FILTER_PLAYS=9 npm run bench:list        filter changes played (median, default 5)
//   BENCH_FIRST_CHANGES=5 npm run bench:list       fresh loads whose first change is timed (default 3)
import os from 'node:os';
import {
  buildApp,
  demoCall,
  hasRoute,
  machineLine,
  median,
  ms,
  pageUrl,
  printTable,
  reuseBuild,
  startPreview,
} from './lib/common.mjs';
import { CPU_SLOWDOWN, newPhone, openPhone } from './lib/browser.mjs';
import { spread } from './lib/pages.mjs';

const PAGE = 'pages/index/VanityNumber/index';
const COUNT = Number(process.env.BENCH_NUMBERS || 10_000);
/** Pixels per frame while scrolling: a steady fast fling (about 12,000 px/s at 60 fps). */
const SCROLL_STEP = Number(process.env.BENCH_SCROLL_STEP || 200);
/** Scrolling stops here even if the list has not ended (the report says how far it got). */
const SCROLL_LIMIT_MS = Number(process.env.BENCH_SCROLL_LIMIT_MS || 240_000);
/** Filter changes played (the figure is their median): `BENCH_FILTER_PLAYS`. */
const FILTER_PLAYS = Number(process.env.BENCH_FILTER_PLAYS || 5);
/**
 * The first filter change of a visit runs code for the first time and meets the page's own
 * background work, so one sample says little: it is timed on this many fresh loads, each in a
 * phone of its own (`BENCH_FIRST_CHANGES`), and the target holds for the slowest.
 */
const FIRST_CHANGES = Math.max(1, Number(process.env.BENCH_FIRST_CHANGES || 3));
/** How long after its first rows are painted a visit's first filter change is played. */
const SETTLE_MS = 1500;
/** The frame budget at 60 Hz; a frame that takes n budgets drops n - 1 frames. */
const FRAME_MS = 1000 / 60;

if (!hasRoute(PAGE)) {
  printTable(
    [
      ['Long list', 'result'],
      [PAGE, 'page missing'],
    ],
    { title: 'Long list' },
  );
  process.exit(0);
}

if (!reuseBuild()) {
  console.log('Building the app…');
  await buildApp();
}
const server = await startPreview();

// The page asks for vanity numbers in the visitor's province (from the IP lookup) by default, so
// all the numbers are seeded to match: the default view is the whole list.
const location = await demoCall(server.origin, 'GET', '/api/shop/base/ipLocation');
const seeded = await demoCall(server.origin, 'POST', '/api/__demo/bench/numbers', {
  count: COUNT,
  pretty: true,
  provinceCode: location?.data?.provinceCode ?? '',
});
if (seeded?.code !== 0) {
  console.error(`The demo API could not seed ${COUNT} numbers: ${seeded?.message ?? 'no answer'}`);
  await server.close();
  process.exit(1);
}

const phone = await openPhone();
const { page } = phone;

// Installed before the app runs: records when the first rows are in the DOM and painted, and every
// long task, with times relative to the start of the navigation.
const instrument = () => {
  const state = { firstRows: 0, firstRowsPainted: 0, longTasks: [] };
  window.__bench = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the frame figures still stand.
  }
  const observer = new MutationObserver(() => {
    if (state.firstRows || !document.querySelector('main [role="listitem"], main li')) return;
    state.firstRows = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (state.firstRowsPainted = performance.now());
      channel.port2.postMessage(null);
    });
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
};
await page.addInitScript(instrument);

/** Opens the list in `tab` and waits for its first rows to be painted. */
async function openList(tab) {
  await tab.goto(pageUrl(server.origin, PAGE));
  await tab
    .waitForFunction(() => window.__bench?.firstRowsPainted > 0, null, { timeout: 60_000 })
    .catch(() => {
      throw new Error(
        'No list rows appeared within 60 s (rows are role="listitem" or li elements inside <main>).',
      );
    });
}

/** Rows, the scrolling element and the filter control, found by role so markup may change. */
function probe(filterSelector) {
  const main = document.querySelector('main');
  const rows = main ? [...main.querySelectorAll('[role="listitem"], li')] : [];
  const list = rows[0]?.closest('[role="list"], ul, ol') ?? null;
  let scroller = list;
  while (
    scroller &&
    !(
      scroller.scrollHeight > scroller.clientHeight + 1 &&
      /(auto|scroll)/.test(getComputedStyle(scroller).overflowY)
    )
  )
    scroller = scroller.parentElement;
  const filter =
    (filterSelector && document.querySelector(filterSelector)) ||
    main?.querySelector('[role="group"] button[aria-pressed="false"]') ||
    main?.querySelector('[role="tab"][aria-selected="false"]') ||
    main?.querySelector('[role="radio"][aria-checked="false"]');
  return {
    rows: rows.length,
    listElements: list ? list.querySelectorAll('*').length : 0,
    hasScroller: !!scroller,
    filter: filter ? (filter.textContent ?? '').trim() : null,
  };
}

/** Clicks the filter control and times the first change and the frame with the new rows. */
function timeFilter(filterSelector) {
  const main = document.querySelector('main');
  const filter =
    (filterSelector && document.querySelector(filterSelector)) ||
    main.querySelector('[role="group"] button[aria-pressed="false"]') ||
    main.querySelector('[role="tab"][aria-selected="false"]') ||
    main.querySelector('[role="radio"][aria-checked="false"]');
  // The rows on screen, as text: a list may update its row elements in place, and a new search
  // may well begin with the same number as the last one.
  const shown = () =>
    [...main.querySelectorAll('[role="listitem"], li')].map((row) => row.textContent).join('\n');
  const before = shown();
  return new Promise((resolve) => {
    let response = 0;
    let rows = 0;
    const afterPaint = (done) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done(performance.now());
        channel.port2.postMessage(null);
      });
    const observer = new MutationObserver(() => {
      if (!response) afterPaint((t) => (response = t - started));
      if (rows) return;
      const now = shown();
      if (!now || now === before) return;
      rows = performance.now();
      observer.disconnect();
      afterPaint((t) => {
        clearTimeout(timer);
        resolve({ response, rows: rows - started, painted: t - started });
      });
    });
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve({ error: 'the rows did not change within 10 s' });
    }, 10_000);
    const started = performance.now();
    filter.click();
  });
}

/** Scrolls the list to its end a step per frame, loading pages on the way; returns frame times. */
function scrollToEnd({ step, limitMs }) {
  const main = document.querySelector('main');
  let scroller = main.querySelector('[role="list"], ul, ol');
  while (
    scroller &&
    !(
      scroller.scrollHeight > scroller.clientHeight + 1 &&
      /(auto|scroll)/.test(getComputedStyle(scroller).overflowY)
    )
  )
    scroller = scroller.parentElement;
  scroller ??= document.scrollingElement;
  const finished = () => {
    const row = main.querySelector('[role="listitem"][aria-setsize]');
    return row ? row.getAttribute('aria-setsize') !== '-1' : false;
  };
  const lastIndex = () =>
    Math.max(
      0,
      ...[...main.querySelectorAll('[role="listitem"][aria-posinset]')].map((r) =>
        Number(r.getAttribute('aria-posinset')),
      ),
    );
  return new Promise((resolve) => {
    const frames = [];
    let maxRows = 0;
    const started = performance.now();
    let previous = started;
    const tick = (now) => {
      frames.push(now - previous);
      previous = now;
      maxRows = Math.max(maxRows, main.querySelectorAll('[role="listitem"], li').length);
      const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
      if ((atEnd && finished()) || now - started > limitMs) {
        resolve({
          frames,
          started,
          ended: now,
          reachedEnd: atEnd && finished(),
          lastRow: lastIndex(),
          maxRows,
          setSize: Number(main.querySelector('[role="listitem"]')?.getAttribute('aria-setsize')),
        });
        return;
      }
      scroller.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const filterSelector = process.env.BENCH_FILTER_SELECTOR || '';
let firstRows;
let filterResult;
let scroll;
let found;
let longTasks = [];
/** Files other than API calls requested while the first filter change was played. */
let firstChangeFiles = [];
/** The first change of each fresh load, new rows painted (ms). */
let firstChanges = [];
/** The machine's load (1-minute average) when each first change was played. */
const firstChangeLoads = [];
const loadNow = () => os.loadavg()[0];
try {
  await phone.throttle();
  await openList(page);
  firstRows = await page.evaluate(() => ({ ...window.__bench }));
  // Let the first page's follow-up work (IP lookup, dictionaries) settle before the filter change.
  await page.waitForTimeout(SETTLE_MS);
  found = await page.evaluate(probe, filterSelector);
  // One change is one sample of a figure that moves by tens of milliseconds from one to the next:
  // the filter is changed FILTER_PLAYS times, back to the whole list after each, and the median
  // is reported with the spread.
  const plays = [];
  for (let play = 0; play < FILTER_PLAYS && found.filter; play += 1) {
    // What the first change had to fetch besides its call: code it waits for shows here.
    const fetched = [];
    const onRequest = (request) => fetched.push(request.url());
    if (play === 0) page.on('request', onRequest);
    if (play === 0) firstChangeLoads.push(loadNow());
    plays.push(await page.evaluate(timeFilter, filterSelector));
    if (play === 0) {
      page.off('request', onRequest);
      firstChangeFiles = fetched
        .map((url) => new URL(url))
        .filter((url) => !url.pathname.includes('/api/'))
        .map((url) => url.pathname.split('/').pop());
    }
    await page.waitForTimeout(1000);
    // Back to the whole list (for the next change and the scroll): the group's first option.
    await page.evaluate(() =>
      document.querySelector('main [role="group"] button[aria-pressed="false"]')?.click(),
    );
    await page.waitForTimeout(1500);
  }
  filterResult = !found.filter
    ? { error: 'no filter control found (set BENCH_FILTER_SELECTOR)' }
    : (plays.find((play) => play.error) ?? {
        response: median(plays.map((play) => play.response)),
        painted: median(plays.map((play) => play.painted)),
        spread: spread(
          plays.map((play) => play.painted),
          (value) => String(Math.round(value)),
        ),
        plays: plays.length,
        first: plays[0]?.painted,
      });
  const before = await page.evaluate(() => window.__bench.longTasks.length);
  scroll = await page.evaluate(scrollToEnd, { step: SCROLL_STEP, limitMs: SCROLL_LIMIT_MS });
  longTasks = (await page.evaluate(() => window.__bench.longTasks))
    .slice(before)
    .filter((task) => task.start >= scroll.started && task.start <= scroll.ended);
  // The first change again, on fresh loads (the first was played above). The scrolled page is
  // closed first: left open beside them, it slowed their changes by up to 50 ms (a phone would
  // have put it in the background, where it draws nothing).
  firstChanges = found.filter && !filterResult.error ? [filterResult.first] : [];
  await phone.context.close();
  for (let load = 1; load < FIRST_CHANGES && firstChanges.length; load += 1) {
    const fresh = await newPhone(phone.browser);
    try {
      await fresh.throttle();
      await fresh.page.addInitScript(instrument);
      await openList(fresh.page);
      await fresh.page.waitForTimeout(SETTLE_MS);
      firstChangeLoads.push(loadNow());
      const change = await fresh.page.evaluate(timeFilter, filterSelector);
      firstChanges.push(change.error ? NaN : change.painted);
    } finally {
      await fresh.close();
    }
  }
} catch (error) {
  console.error(`Long list not measured: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await phone.close();
  await server.close();
}
if (!scroll) process.exit();

const dropped = scroll.frames.reduce(
  (sum, d) => sum + Math.max(0, Math.round(d / FRAME_MS) - 1),
  0,
);
const longest = Math.max(0, ...scroll.frames);
const longestTask = Math.max(0, ...longTasks.map((task) => task.duration));
const seconds = (scroll.ended - scroll.started) / 1000;
printTable(
  [
    ['Long list', 'measured', 'target'],
    ['First rows in the DOM (cold load)', ms(firstRows.firstRows), ''],
    ['First rows painted (cold load)', ms(firstRows.firstRowsPainted), ''],
    [
      `Filter change ("${found?.filter ?? '-'}"): first response, median of ${filterResult.plays ?? 0}`,
      ms(filterResult.response),
      '',
    ],
    [
      `Filter change: new rows painted, the first change of ${firstChanges.length} fresh loads (machine load)`,
      firstChanges
        .map((value, index) => `${ms(value)} (${firstChangeLoads[index]?.toFixed(1) ?? '?'})`)
        .join(' / ') || '-',
      '≤ 120 ms each',
    ],
    [
      'Filter change: new rows painted, median (spread)',
      `${ms(filterResult.painted)} (${filterResult.spread ?? '-'} ms)`,
      '≤ 120 ms',
    ],
    ['Row elements in the DOM (most seen while scrolling)', String(scroll.maxRows), '< 60'],
    ['Elements inside the list (after first load)', String(found?.listElements ?? '-'), ''],
    [
      'Scrolled to the end',
      `${scroll.reachedEnd ? 'yes' : 'no'}, row ${scroll.lastRow} of ${scroll.setSize > 0 ? scroll.setSize : '?'}, ${seconds.toFixed(1)} s`,
      '',
    ],
    [
      'Frames dropped while scrolling',
      `${dropped} of ${scroll.frames.length + dropped} (${((100 * dropped) / (scroll.frames.length + dropped)).toFixed(1)} %)`,
      '',
    ],
    ['Longest frame while scrolling', ms(longest), ''],
    [
      'Long tasks while scrolling (longest)',
      `${longTasks.length} (${ms(longestTask)})`,
      'none > 100 ms',
    ],
  ],
  {
    title: `Long list: ${seeded.data.count} vanity numbers, CPU ${CPU_SLOWDOWN}x slower, ${SCROLL_STEP} px per frame`,
  },
);
console.log(
  `Files fetched during the first filter change: ${firstChangeFiles.length ? firstChangeFiles.join(', ') : 'none'}`,
);
if (filterResult.error) console.log(`Filter change not measured: ${filterResult.error}`);
console.log('Rows are list items (pairs of numbers on the vanity list).');
console.log(await machineLine());
