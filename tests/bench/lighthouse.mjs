// Lighthouse benchmark (not CI): mobile preset (Lighthouse's default: Moto G-class device, slow 4G
// and 4x CPU, simulated), 3 runs per page on the production build with the demo API; prints
// the median of each figure.
//
//   npm run bench:lighthouse
//   BENCH_RUNS=5 npm run bench:lighthouse     more runs
import lighthouse from 'lighthouse';
import {
  PREVIEW_PORT,
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
import { launchChrome } from './lib/chrome.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3);
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
const chrome = await launchChrome();
const rows = [['Page', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'transferred', 'runs']];
const results = [];
try {
  for (const page of PAGES) {
    if (!hasRoute(page.path)) {
      rows.push([page.name, 'page missing', '', '', '', '', '', '']);
      results.push({ ...page, missing: true });
      continue;
    }
    const url = pageUrl(server.origin, page.path, page.query);
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
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
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
}

printTable(rows, { title: `Lighthouse, mobile preset, median of ${RUNS} runs` });
console.log(`Targets: score >= 95 (aim 98), CLS 0, TBT <= 150 ms.  ${await machineLine()}`);
if (process.env.BENCH_JSON) console.log(JSON.stringify(results));
