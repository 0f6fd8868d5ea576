// Lighthouse benchmark (not CI): mobile preset (Lighthouse's default: Moto G-class device, slow 4G
// and 4x CPU, simulated), 3 runs per page on the production build with the demo API; prints
// the median of each figure.
//
//   npm run bench:lighthouse
//   BENCH_RUNS=5 npm run bench:lighthouse     more runs
//   BENCH_LCP_PATH=1 npm run bench:lighthouse  also prints each page's simulated path to its LCP
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import path from 'node:path';
import {
  FLOOR_OUT_DIR,
  FLOOR_ROOT,
  FLOOR_PORT,
  PREVIEW_PORT,
  RESULTS_DIR,
  ROOT,
  buildApp,
  buildFloor,
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
import { launchChrome } from './lib/chrome.mjs';
import { lcpPath } from './lib/lcp-path.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const REPORT_DIR = path.join(RESULTS_DIR, 'lighthouse');
const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const PAGES = [
  { name: 'Shop home', path: 'pages/index/index' },
  { name: 'Vanity number list', path: 'pages/index/VanityNumber/index' },
  // Preview mode shows a card layout without a card login (src/stores/iotSession.ts).
  { name: 'IoT home (preview)', path: 'pages/iot/index/index', query: 'iotPreview=IotLayout:1' },
];

if (!reuseBuild()) {
  console.log('Building the app…');
  await buildApp();
}
const server = await startPreview({ port: PREVIEW_PORT });
// The stack floor as a reference row: it shows what this machine scores for
// the bare stack, so a low figure can be told apart from a slow machine.
if (!fs.existsSync(path.join(FLOOR_OUT_DIR, 'index.html'))) await buildFloor();
const floorServer = await startPreview({
  outDir: FLOOR_OUT_DIR,
  root: FLOOR_ROOT,
  port: FLOOR_PORT,
});
PAGES.push({ name: 'Stack floor (reference)', url: `${floorServer.origin}/shop/` });
const chrome = await launchChrome();
const rows = [['Page', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'transferred', 'runs']];
const results = [];
const paths = [];
try {
  for (const page of PAGES) {
    if (page.path && !hasRoute(page.path)) {
      rows.push([page.name, 'page missing', '', '', '', '', '', '']);
      results.push({ ...page, missing: true });
      continue;
    }
    const url = page.url ?? pageUrl(server.origin, page.path, page.query);
    const runs = [];
    const errors = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        errors.push(lhr?.runtimeError?.code ?? 'no result');
        continue;
      }
      if (process.env.BENCH_LCP_PATH && i === RUNS - 1) {
        const path = await lcpPath(result.artifacts, lhr.configSettings);
        if (path)
          paths.push({ name: page.name, lcp: lhr.audits['largest-contentful-paint'], path });
      }
      // The last run's full report, for the Lighthouse viewer or a closer look at diagnostics.
      fs.mkdirSync(REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(REPORT_DIR, `${slug(page.name)}.json`), JSON.stringify(lhr));
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      // A guarded page may send the visitor elsewhere (a login page): say so, since the figures
      // are then the other page's.
      const landed = new URL(lhr.finalDisplayedUrl).hash.replace(/^#\/?/, '').split('?')[0];
      if (page.path && landed && landed !== page.path) errors.push(`landed on ${landed}`);
      runs.push({
        score: (lhr.categories.performance.score ?? NaN) * 100,
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
        bytes: audit('total-byte-weight'),
      });
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    const figures = Object.fromEntries(
      ['score', 'lcp', 'tbt', 'cls', 'fcp', 'bytes'].map((key) => [key, pick(key)]),
    );
    results.push({ ...page, ...figures, runs: runs.length, errors });
    rows.push([
      page.name,
      Number.isFinite(figures.score) ? String(Math.round(figures.score)) : 'error',
      ms(figures.lcp),
      ms(figures.tbt),
      Number.isFinite(figures.cls) ? figures.cls.toFixed(3) : '-',
      ms(figures.fcp),
      Number.isFinite(figures.bytes) ? `${kB(figures.bytes)} kB` : '-',
      `${runs.length}/${RUNS}${errors.length ? ` (${[...new Set(errors)].join(', ')})` : ''}`,
    ]);
  }
} finally {
  await chrome.kill();
  await server.close();
  await floorServer.close();
}

printTable(rows, { title: `Lighthouse, mobile preset, median of ${RUNS} runs` });
for (const { name, lcp, path } of paths) {
  printTable([['request or main-thread task', 'start', 'end'], ...path], {
    title: `${name}: simulated path to the LCP (${ms(lcp?.numericValue)}), last run`,
  });
}
console.log('Targets: score >= 95 (aim 98), CLS 0, TBT <= 150 ms.');
console.log(`Last run's reports: ${path.relative(ROOT, REPORT_DIR)}/*.json`);
console.log(await machineLine());
if (process.env.BENCH_JSON) console.log(JSON.stringify(results));
