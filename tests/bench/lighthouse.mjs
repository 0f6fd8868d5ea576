// Lighthouse benchmark (not CI): mobile preset (Lighthouse's default: Moto G-class device, slow 4G,
// simulated) with the CPU slowdown calibrated to the phone class (lib/calibrate.mjs) in place of
// the fixed 4x, 3 runs per page on the production build with the demo API (5 in
// `npm run bench`); prints the median of each figure and the spread of the runs, and checks each
// page against the stack floor of the same run (score >= floor - 2, TBT <= floor + 40 ms,
// LCP <= floor + 0.3 s, CLS 0). The pages and the floor take turns run by run, so a change of the
// machine's load falls on all of them alike.
//
//   npm run bench:lighthouse
//   BENCH_RUNS=5 npm run bench:lighthouse     more runs
//   BENCH_TBT_PATH=1 npm run bench:lighthouse  also prints the tasks each page's TBT counts, last run
//   BENCH_LCP_PATH=1 npm run bench:lighthouse  also prints each page's simulated path to its LCP,
//                                              and what each request on it costs the LCP
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PREVIEW_PORT,
  RESULTS_DIR,
  ROOT,
  buildApp,
  hasRoute,
  kB,
  machineLine,
  median,
  ms,
  pageUrl,
  printTable,
  reuseBuild,
  startPreview,
} from './lib/common.mjs';
import { calibrationLine } from './lib/calibrate.mjs';
import { launchChrome } from './lib/chrome.mjs';
import { lcpPath, lcpWithout } from './lib/lcp-path.mjs';
import { tbtPath } from './lib/tbt-path.mjs';
import { FLOOR_NAME, LANDING_PAGES, slug, spread, startFloor } from './lib/pages.mjs';
import { CALIBRATION } from './lib/slowdown.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const REPORT_DIR = path.join(RESULTS_DIR, 'lighthouse');
/** The targets against the floor of the same run (medians). */
export const VERSUS_FLOOR = { score: -2, tbt: 40, lcp: 300 };

if (!reuseBuild()) {
  console.log('Building the app…');
  await buildApp();
}
const loadBefore = os.loadavg()[0];
const server = await startPreview({ port: PREVIEW_PORT });
// The stack floor as a reference row: it shows what this machine scores for
// the bare stack, so a low figure can be told apart from a slow machine.
const floorServer = await startFloor();
const pages = [
  ...LANDING_PAGES.map((page) => ({ ...page })),
  { name: FLOOR_NAME, url: `${floorServer.origin}/shop/`, floor: true },
];
const chrome = await launchChrome();
const paths = [];
const blocking = [];
for (const page of pages) {
  page.runs = [];
  page.errors = [];
  page.missing = !!page.path && !hasRoute(page.path);
}

/** The backend's paths (the demo API's, as src/mocks/http.ts): a call, not a file of the app. */
const CALL_PATH = /^\/(?:shop\/)?(?:api\/|provinces\/|app-domain\/)/;

/** The app's own files: the document, scripts, styles, pictures, the manifest and icons. */
const APP_FILE = /(?:\/|\.(?:js|css|png|svg|jpe?g|webp|ico|webmanifest|woff2?))$/;

/**
 * When the page's first call to the backend went out (observed, unthrottled: Lighthouse's
 * network-requests audit), and what else was asked for before it beside the app's own files: a
 * settings file read before the calls would show here as an extra round trip.
 */
function firstCall(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const pathOf = (item) => {
    try {
      return new URL(item.url).pathname;
    } catch {
      return '';
    }
  };
  const calls = items
    .filter((item) => CALL_PATH.test(pathOf(item)))
    .sort((a, b) => a.networkRequestTime - b.networkRequestTime);
  if (!calls.length) return null;
  const at = calls[0].networkRequestTime;
  const others = items
    .filter((item) => item.networkRequestTime < at && !CALL_PATH.test(pathOf(item)))
    .filter((item) => !APP_FILE.test(pathOf(item)))
    .map(pathOf);
  return { at, path: pathOf(calls[0]), others };
}

/** One Lighthouse run of a page; its figures go to page.runs. */
async function measure(page, last) {
  const url = page.url ?? pageUrl(server.origin, page.path, page.query);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The calibrated slowdown; the simulation keeps Lighthouse's other mobile settings.
    throttling: {
      ...constants.throttling.mobileSlow4G,
      cpuSlowdownMultiplier: CALIBRATION.slowdown,
    },
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) {
    page.errors.push(lhr?.runtimeError?.code ?? 'no result');
    return;
  }
  if (process.env.BENCH_TBT_PATH && last) {
    const tasks = await tbtPath(result.artifacts, lhr.configSettings);
    if (tasks) blocking.push({ name: page.name, ...tasks });
  }
  if (process.env.BENCH_LCP_PATH && last) {
    const lcpSteps = await lcpPath(result.artifacts, lhr.configSettings);
    const costs = await lcpWithout(result.artifacts, lhr.configSettings);
    if (lcpSteps)
      paths.push({
        name: page.name,
        lcp: lhr.audits['largest-contentful-paint'],
        path: lcpSteps,
        costs,
      });
  }
  // BENCH_ARTIFACTS=dir keeps what the simulation is computed from (trace and devtools log) of
  // every run, to simulate a run again with a request changed (see lib/lcp-path.mjs).
  if (process.env.BENCH_ARTIFACTS) {
    const { Trace, DevtoolsLog, GatherContext, URL: address, SourceMaps } = result.artifacts;
    fs.mkdirSync(process.env.BENCH_ARTIFACTS, { recursive: true });
    fs.writeFileSync(
      path.join(process.env.BENCH_ARTIFACTS, `${slug(page.name)}-${page.runs.length + 1}.json`),
      JSON.stringify({
        artifacts: { Trace, DevtoolsLog, GatherContext, URL: address, SourceMaps },
        settings: lhr.configSettings,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      }),
    );
  }
  // The last run's full report, for the Lighthouse viewer or a closer look at diagnostics.
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  fs.writeFileSync(path.join(REPORT_DIR, `${slug(page.name)}.json`), JSON.stringify(lhr));
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // A guarded page may send the visitor elsewhere (a login page): say so, since the figures
  // are then the other page's.
  const landed = new URL(lhr.finalDisplayedUrl).hash.replace(/^#\/?/, '').split('?')[0];
  if (page.path && landed && landed !== page.path) page.errors.push(`landed on ${landed}`);
  if (!page.floor) page.firstCall = firstCall(lhr);
  page.runs.push({
    score: (lhr.categories.performance.score ?? NaN) * 100,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    bytes: audit('total-byte-weight'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  });
}

try {
  for (let i = 0; i < RUNS; i += 1) {
    for (const page of pages) if (!page.missing) await measure(page, i === RUNS - 1);
  }
} finally {
  await chrome.kill();
  await server.close();
  await floorServer.close();
}

const round = (v) => String(Math.round(v));
const rows = [
  [
    'Page',
    'score',
    'LCP',
    'TBT',
    'CLS',
    'FCP',
    'transferred',
    'score range',
    'LCP range',
    'TBT range',
    'runs',
  ],
];
const results = [];
for (const page of pages) {
  if (page.missing) {
    rows.push([page.name, 'page missing', '', '', '', '', '', '', '', '', '']);
    results.push({ name: page.name, missing: true });
    continue;
  }
  const pick = (key) => median(page.runs.map((run) => run[key]));
  const figures = Object.fromEntries(
    ['score', 'lcp', 'tbt', 'cls', 'fcp', 'bytes'].map((key) => [key, pick(key)]),
  );
  const range = (key) =>
    spread(
      page.runs.map((run) => run[key]),
      round,
    );
  results.push({
    name: page.name,
    floor: !!page.floor,
    ...figures,
    all: page.runs,
    errors: page.errors,
  });
  rows.push([
    page.name,
    Number.isFinite(figures.score) ? round(figures.score) : 'error',
    ms(figures.lcp),
    ms(figures.tbt),
    Number.isFinite(figures.cls) ? figures.cls.toFixed(3) : '-',
    ms(figures.fcp),
    Number.isFinite(figures.bytes) ? `${kB(figures.bytes)} kB` : '-',
    range('score'),
    range('lcp'),
    range('tbt'),
    `${page.runs.length}/${RUNS}${page.errors.length ? ` (${[...new Set(page.errors)].join(', ')})` : ''}`,
  ]);
}
printTable(rows, {
  title: `Lighthouse, mobile preset at ${CALIBRATION.slowdown}x CPU, median of ${RUNS} runs`,
});
// Lighthouse measures the index again at every run: its median says whether the machine ran as
// fast during the runs as when the slowdown was calibrated.
const indexes = pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex));
console.log(
  `Calibration: ${calibrationLine(CALIBRATION)}; Lighthouse's benchmarkIndex during the runs: median ${Math.round(median(indexes))}, ${spread(indexes, (v) => String(Math.round(v)))}.`,
);
for (const { name, fcp, tbt, rows } of blocking) {
  printTable([['task', 'recorded', 'simulated start', 'simulated', 'blocking'], ...rows], {
    title: `${name}: tasks of 50 ms or more as simulated, last run (first paint ${ms(fcp)}, TBT ${ms(tbt)})`,
  });
}
for (const { name, lcp, path, costs } of paths) {
  printTable([['request or main-thread task', 'start', 'end'], ...path], {
    title: `${name}: simulated path to the LCP (${ms(lcp?.numericValue)}), last run`,
  });
  if (costs)
    printTable([['request taking no time', 'LCP', 'difference'], ...costs.rows], {
      title: `${name}: the LCP re-simulated (${ms(costs.lcp)}) with one request taking no time`,
    });
}
const floor = results.find((result) => result.floor);
if (floor && Number.isFinite(floor.score)) {
  const checks = [
    ['Page', 'score ≥ floor − 2', 'TBT ≤ floor + 40 ms', 'LCP ≤ floor + 0.3 s', 'CLS 0'],
  ];
  const verdict = (ok, text) => `${ok ? 'yes' : 'NO'} (${text})`;
  for (const result of results.filter((r) => !r.floor && !r.missing)) {
    checks.push([
      result.name,
      verdict(
        result.score >= floor.score + VERSUS_FLOOR.score,
        `${round(result.score)} vs ${round(floor.score)}`,
      ),
      verdict(result.tbt <= floor.tbt + VERSUS_FLOOR.tbt, `${ms(result.tbt)} vs ${ms(floor.tbt)}`),
      verdict(result.lcp <= floor.lcp + VERSUS_FLOOR.lcp, `${ms(result.lcp)} vs ${ms(floor.lcp)}`),
      verdict(result.cls === 0, result.cls.toFixed(3)),
    ]);
  }
  printTable(checks, { title: 'Against the stack floor of the same run (medians)' });
}
const callRows = pages
  .filter((page) => page.firstCall)
  .map((page) => [
    page.name,
    ms(page.firstCall.at),
    page.firstCall.path,
    page.firstCall.others.join(', ') || 'none',
  ]);
if (callRows.length)
  printTable([['Page', 'first call sent', 'call', 'other requests before it'], ...callRows], {
    title: 'The first call to the backend, last run (observed, before throttling)',
  });
console.log(`Last run's reports: ${path.relative(ROOT, REPORT_DIR)}/*.json`);
console.log(
  `Load average (1 min) before ${loadBefore.toFixed(1)}, after ${os.loadavg()[0].toFixed(1)}.`,
);
console.log(await machineLine());
if (process.env.BENCH_JSON) console.log(JSON.stringify(results));
