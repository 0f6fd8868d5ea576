// Size budget (CI): the JavaScript the shop home needs before it is interactive, against the
// stack floor (tests/bench/floor), and every page's own lazy chunk. Deterministic: two builds,
// no browser. Exit code 1 when the budget is exceeded.
//
//   npm run bench:size            table, exit 1 on failure
//   npm run bench:size -- --json  the same figures as JSON on stdout (for CI artefacts)
//   npm run bench:size -- --files 40  more of our own files in the first-load breakdown
//   npm run bench:size -- --packages 40  more packages and app folders in it
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  APP_OUT_DIR,
  FLOOR_OUT_DIR,
  ROOT,
  buildApp,
  buildFloor,
  kB,
  printTable,
  readRoutes,
} from './lib/common.mjs';

/** The budget. Change it here (and in docs/performance.md) only with a reason in the commit message. */
export const BUDGET = {
  /** Home initial JS / floor JS: CI fails above 1.25 (the product owner's limit). */
  maxRatio: 1.25,
  /** Largest page chunk (the page module plus the imports no other page shares), gzip bytes. */
  maxPageChunk: 35_000,
};

const HOME = 'pages/index/index';
const asJson = process.argv.includes('--json');
/** `--files N` lists N of our own files in the first load (default 8). */
const fileRows = Number(process.argv[process.argv.indexOf('--files') + 1]) || 8;
/** `--packages N` lists N packages or app folders in the first load (default 10). */
const packageRows = Number(process.argv[process.argv.indexOf('--packages') + 1]) || 10;
const log = asJson ? () => undefined : console.log;

// Vite's build report uses zlib's default level too, so these figures match its gzip column.
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file)).length;

const readManifest = (outDir) =>
  JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));

/** Manifest keys reachable from `start` through static imports, `start` included. */
function staticClosure(manifest, start, into = new Set()) {
  if (!manifest[start] || into.has(start)) return into;
  into.add(start);
  for (const next of manifest[start].imports ?? []) staticClosure(manifest, next, into);
  return into;
}

const jsBytes = (manifest, outDir, keys) =>
  [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSize(path.join(outDir, file)), 0);

/** The manifest key of a source module given without extension ('src/pages/…/index'). */
function moduleKey(manifest, modulePath) {
  return Object.keys(manifest).find(
    (key) => key === modulePath || key.replace(/\.(t|j)sx?$/, '') === modulePath,
  );
}

/**
 * Where the initial bytes come from: per npm package (or app folder), and our own files one by one.
 * Modules are minified per chunk, so each module's share is estimated from the gzip of its rendered
 * code and scaled to the real gzip size of its chunk: the shares add up to the measured total.
 */
function breakdown(output, outDir, initialFiles) {
  const bundles = Array.isArray(output) ? output : [output];
  const groups = new Map();
  const raw = new Map();
  const files = new Map();
  const add = (map, key, bytes) => map.set(key, (map.get(key) ?? 0) + bytes);
  for (const bundle of bundles) {
    for (const chunk of bundle.output ?? []) {
      if (chunk.type !== 'chunk' || !initialFiles.has(chunk.fileName)) continue;
      const parts = Object.entries(chunk.modules ?? {})
        .filter(([, info]) => info.code)
        .map(([id, info]) => [id, zlib.gzipSync(info.code).length]);
      const estimated = parts.reduce((sum, [, bytes]) => sum + bytes, 0);
      const actual = gzipSize(path.join(outDir, chunk.fileName));
      for (const [id, bytes] of parts) {
        const share = (bytes / estimated) * actual;
        // Virtual modules (ids starting with NUL) are the bundler's own helpers.
        const pkg = id.startsWith('\0')
          ? 'bundler runtime'
          : /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
        const local = path.relative(ROOT, id.replace(/\?.*$/, '')).split(path.sep);
        const group = pkg ?? local.slice(0, Math.min(3, local.length - 1)).join('/');
        add(groups, group, share);
        add(raw, group, bytes);
        if (!pkg && !local[0].startsWith('.')) add(files, local.join('/'), share);
      }
    }
  }
  const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]);
  return { groups: sorted(groups), files: sorted(files), raw };
}

const started = Date.now();
log('Building the app and the stack floor (production, same Vite settings)…');
const appOutput = await buildApp({ outDir: APP_OUT_DIR });
const floorOutput = await buildFloor();

const app = readManifest(APP_OUT_DIR);
const floor = readManifest(FLOOR_OUT_DIR);
/**
 * The manifest key of the file index.html runs as its module script: the entry, or the app's
 * start file that stands for it (vite.config.ts, the `preload` group).
 */
function startKey(manifest, outDir) {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const file = /<script type="module"[^>]*\ssrc="[^"]*?(assets\/[^"]+\.js)"/.exec(html)?.[1];
  return Object.keys(manifest).find((key) => manifest[key].file === file);
}
const appEntry = startKey(app, APP_OUT_DIR);
const floorEntry = startKey(floor, FLOOR_OUT_DIR);

const routes = readRoutes();
const home = routes.find((route) => route.path === HOME);
/** The manifest key of the file a module was bundled into (a module in a group has no key). */
function fileKeyOf(output, modulePath) {
  const absolute = path.resolve(modulePath);
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((bundle) => bundle.output)
    .find((item) => item.type === 'chunk' && item.moduleIds.some((id) => id.startsWith(absolute)));
  return chunk && Object.keys(app).find((key) => app[key].file === chunk.fileName);
}
// The home page's module is bundled with what only it uses (vite.config.ts, the `home` group).
const homeKey = home?.module
  ? (moduleKey(app, home.module) ?? fileKeyOf(appOutput, home.module))
  : undefined;
if (!homeKey) {
  console.error(`The home page (${HOME}) is not in the route table or not a lazy module.`);
  process.exit(1);
}

// The entry starts the app with a dynamic import once the first screen is painted
// (src/app/boot.ts); index.html preloads it, so it is first-load JavaScript all the same.
const entryKeys = staticClosure(app, appEntry);
for (const start of app[appEntry].dynamicImports ?? []) staticClosure(app, start, entryKeys);
const initialKeys = staticClosure(app, homeKey, new Set(entryKeys));
// And whatever else index.html preloads for the home: its links, and the files its early script
// preloads for the home's address (src/app/firstPaint/earlyScript.ts).
const indexHtml = fs.readFileSync(path.join(APP_OUT_DIR, 'index.html'), 'utf8');
const earlyData = /<script type="application\/json" id="shop-early">([^<]*)<\/script>/.exec(
  indexHtml,
);
const preloaded = new Set([
  ...[...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="[^"]*?(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1],
  ),
  ...(earlyData ? (JSON.parse(earlyData[1]).r?.[HOME] ?? []) : []),
]);
for (const key of Object.keys(app)) {
  if (preloaded.has(app[key].file)) staticClosure(app, key, initialKeys);
}
const entryBytes = jsBytes(app, APP_OUT_DIR, entryKeys);
// The early calls (src/app/early) are part of the entry's file, counted with it.
const homeBytes = jsBytes(app, APP_OUT_DIR, initialKeys);
const floorKeys = staticClosure(floor, floorEntry);
const floorBytes = jsBytes(floor, FLOOR_OUT_DIR, floorKeys);
const ratio = homeBytes / floorBytes;

// Page chunks: every lazy module under src/pages. A chunk that only one page reaches is that
// page's weight; a chunk that several pages share is listed apart, since it loads once.
const pageKeys = Object.keys(app).filter(
  (key) => app[key].isDynamicEntry && key.startsWith('src/pages/'),
);
const reach = new Map();
for (const key of pageKeys) {
  for (const dep of staticClosure(app, key)) {
    if (initialKeys.has(dep) && dep !== key) continue;
    reach.set(dep, [...(reach.get(dep) ?? []), key]);
  }
}
const routeByKey = new Map(
  routes.filter((route) => route.module).map((route) => [moduleKey(app, route.module), route.path]),
);
const pages = pageKeys
  .map((key) => {
    const own = [...staticClosure(app, key)].filter(
      (dep) => dep === key || (!initialKeys.has(dep) && reach.get(dep)?.length === 1),
    );
    return {
      page: routeByKey.get(key) ?? key,
      bytes: jsBytes(app, APP_OUT_DIR, own),
      initial: initialKeys.has(key),
    };
  })
  .sort((a, b) => b.bytes - a.bytes);
const shared = [...reach.entries()]
  .filter(([key, users]) => users.length > 1 && !initialKeys.has(key))
  .map(([key, users]) => ({ chunk: app[key].file, bytes: jsBytes(app, APP_OUT_DIR, [key]), users }))
  .sort((a, b) => b.bytes - a.bytes);
// The number lists and the card home are built into landing files of their own (landing-iot…,
// see src/app/firstPaint/landingChunks.ts), with what only they use: each such file is weighed
// as one page, under the names of the pages in it.
const chunkOfModule = new Map();
for (const bundle of Array.isArray(appOutput) ? appOutput : [appOutput]) {
  for (const chunk of bundle.output ?? []) {
    if (chunk.type !== 'chunk') continue;
    for (const id of chunk.moduleIds ?? []) chunkOfModule.set(id, chunk.fileName);
  }
}
const landingPages = new Map();
for (const route of routes) {
  if (!route.module || moduleKey(app, route.module)) continue;
  const file = chunkOfModule.get(path.join(ROOT, route.module.replace(/^@\//, 'src/') + '.tsx'));
  const key = file && Object.keys(app).find((name) => app[name].file === file);
  if (key && /^assets\/landing-/.test(file)) {
    landingPages.set(key, [...(landingPages.get(key) ?? []), route.path]);
  }
}
for (const [key, paths] of landingPages) {
  pages.push({ page: paths.join(', '), bytes: jsBytes(app, APP_OUT_DIR, [key]), initial: false });
}
pages.sort((a, b) => b.bytes - a.bytes);
const largest = pages.find((page) => !page.initial) ?? pages[0];

// Pages that are in the table but not lazy chunks were pulled into another chunk by a static
// import: they then weigh on whoever imports them.
const grouped = new Set([...landingPages.values()].flat());
// The home is bundled with what only it uses, and counted in the home's first load above.
if (homeKey && !moduleKey(app, home.module)) grouped.add(HOME);
const notLazy = routes.filter(
  (route) =>
    route.module && !grouped.has(route.path) && !pageKeys.includes(moduleKey(app, route.module)),
);

const failures = [];
if (ratio > BUDGET.maxRatio) {
  failures.push(
    `Home initial JS is ${ratio.toFixed(3)} x the floor (limit ${BUDGET.maxRatio.toFixed(2)}): ` +
      `${kB(homeBytes - floorBytes * BUDGET.maxRatio)} kB gzip over. Move what the home does not ` +
      'need at first paint behind a dynamic import (a page, a popup, a locale namespace), or drop ' +
      'a dependency; the breakdown below shows what weighs most.',
  );
}
// The entry must run before the libraries and the app are evaluated (src/app/boot.ts): each of
// those is a long task on a phone, and evaluated with the entry they would be one task, before the
// first paint. A static import of the entry that lands in the stack or app chunk undoes that.
const eagerWithEntry = [...staticClosure(app, appEntry)]
  .filter((key) => key !== appEntry)
  .map((key) => app[key].file)
  .filter((file) =>
    /^assets\/(stack|stack-react|app|app-base|app-schemas)-[\w-]{8}\.js$/.test(file),
  );
if (eagerWithEntry.length) {
  failures.push(
    `The entry imports ${eagerWithEntry.join(', ')} statically, so evaluating it evaluates them in ` +
      'the same task: give what it needs a chunk of its own (the `preload` group in vite.config.ts).',
  );
}
for (const page of pages.filter((p) => p.bytes > BUDGET.maxPageChunk)) {
  failures.push(
    `Page chunk ${page.page} is ${kB(page.bytes)} kB gzip (limit ${kB(BUDGET.maxPageChunk)} kB): ` +
      'split its popups, tabs or rarely used parts into lazy components, or move code that ' +
      'several pages need into a shared module.',
  );
}

const initialFiles = new Set([...initialKeys].map((key) => app[key].file));
const weights = breakdown(appOutput, APP_OUT_DIR, initialFiles);
// The same modules in the floor: a library that takes more code than there (more of its API in
// use) costs bytes the floor does not. Compared on the modules' own code, which does not depend on
// how the chunks were cut.
const floorRaw = breakdown(
  floorOutput,
  FLOOR_OUT_DIR,
  new Set([...floorKeys].map((key) => floor[key].file)),
).raw;
const versusFloor = (group) => {
  if (!floorRaw.has(group)) return '-';
  const change = weights.raw.get(group) / floorRaw.get(group) - 1;
  return Math.abs(change) < 0.005
    ? 'same'
    : `${change > 0 ? '+' : ''}${(100 * change).toFixed(0)} %`;
};
// The messages the home waits for (one language: core plus the shop area's namespaces) come as
// a file of their own next to the page, which the early script preloads. They are shown beside
// the budget, not inside the ratio, and for the heaviest language.
const messageFiles = earlyData ? JSON.parse(earlyData[1]).f : {};
const messageBytes = Math.max(
  0,
  ...Object.values(messageFiles).map((namespaces) =>
    [...new Set([namespaces.core, namespaces.shop].filter(Boolean))].reduce(
      (sum, file) => sum + gzipSize(path.join(APP_OUT_DIR, file)),
      0,
    ),
  ),
);

const result = {
  homeInitialGzip: homeBytes,
  homeMessagesGzip: messageBytes,
  entryGzip: entryBytes,
  floorGzip: floorBytes,
  ratio: Number(ratio.toFixed(3)),
  largestPage: largest ? { page: largest.page, gzip: largest.bytes } : null,
  pages: pages.map(({ page, bytes }) => ({ page, gzip: bytes })),
  sharedLazyChunks: shared.map(({ chunk, bytes, users }) => ({
    chunk,
    gzip: bytes,
    pages: users.length,
  })),
  notLazy: notLazy.map((route) => route.path),
  budget: BUDGET,
  failures,
};

if (asJson) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const verdict = (ok) => (ok ? 'ok' : 'OVER');
  printTable(
    [
      ['Size budget (JS, gzip)', 'measured', 'limit', ''],
      ['Home initial JS (entry + home page)', `${kB(homeBytes)} kB`, '', ''],
      ['  of which entry and its imports', `${kB(entryBytes)} kB`, '', ''],
      ['Messages the home waits for (heaviest language)', `${kB(messageBytes)} kB`, 'shown', ''],
      ['Stack floor', `${kB(floorBytes)} kB`, '', ''],
      [
        'Ratio home / floor',
        ratio.toFixed(3),
        BUDGET.maxRatio.toFixed(2),
        verdict(ratio <= BUDGET.maxRatio),
      ],
      [
        `Largest page chunk (${largest?.page ?? '-'})`,
        `${kB(largest?.bytes ?? 0)} kB`,
        `${kB(BUDGET.maxPageChunk)} kB`,
        verdict((largest?.bytes ?? 0) <= BUDGET.maxPageChunk),
      ],
      [
        'Largest shared lazy chunk',
        shared[0] ? `${kB(shared[0].bytes)} kB` : '-',
        '',
        shared[0] ? `${shared[0].chunk}, ${shared[0].users.length} pages` : '',
      ],
      ['Lazy pages', String(pages.filter((p) => !p.initial).length), '', ''],
    ],
    { title: '' },
  );
  printTable(
    [
      ['Heaviest page chunks', 'gzip'],
      ...pages.slice(0, 5).map((p) => [p.page, `${kB(p.bytes)} kB`]),
    ],
    { title: '' },
  );
  printTable(
    [
      ['What the home loads first (by package)', '≈ gzip', 'code vs floor'],
      ...weights.groups
        .slice(0, packageRows)
        .map(([group, bytes]) => [group, `${kB(bytes)} kB`, versusFloor(group)]),
    ],
    { title: '' },
  );
  const ownTotal = weights.files.reduce((sum, [, bytes]) => sum + bytes, 0);
  printTable(
    [
      [`Our own code in it: ${kB(ownTotal)} kB, largest files`, '≈ gzip'],
      ...weights.files.slice(0, fileRows).map(([file, bytes]) => [file, `${kB(bytes)} kB`]),
    ],
    { title: '' },
  );
  if (notLazy.length) {
    console.log(
      `\nWarning: not lazy (pulled into another chunk): ${notLazy.map((r) => r.path).join(', ')}`,
    );
  }
  console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (failures.length) {
    console.error(`\nSize budget FAILED:\n- ${failures.join('\n- ')}`);
    console.error('See tests/bench/README.md, "Size budget", before raising a limit.');
  } else {
    console.log('Size budget passed.');
  }
}
process.exit(failures.length ? 1 : 0);
