// Shared helpers of the benchmark commands: paths, Chromium settings, builds, the route table,
// a preview server with the demo API, and table printing.
import fs from 'node:fs';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../../tools/chromium.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Everything the benchmarks write lives here (git-ignored, and used by no other test run). */
export const RESULTS_DIR = path.join(ROOT, 'tests/.results/bench');
export const APP_OUT_DIR = path.join(RESULTS_DIR, 'app');

/** The Chromium binary; Lighthouse's own CHROME_PATH setting wins over the shared one. */
export const CHROME_PATH = process.env.CHROME_PATH || chromiumPath;
/** The shared flags, headless (Lighthouse launches Chromium itself). */
export const CHROME_FLAGS = ['--headless', ...chromiumArgs];
/**
 * The port of the benchmark preview server: outside 4180–4187, which the e2e runs use, and not
 * 4190, which fetch refuses as a "bad port" (ManageSieve).
 */
export const PREVIEW_PORT = Number(process.env.BENCH_PORT || 4191);
/** The port of the stack floor's preview server (Lighthouse only). */
export const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT || 4195);
export const BASE_PATH = '/shop/';

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const kB = (bytes) => (bytes / 1000).toFixed(1);
export const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');

/** Prints rows (arrays of cells) as an aligned plain-text table; the first row is the header. */
export function printTable(rows, { title } = {}) {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => String(row[col]).length)));
  const line = (row) =>
    row
      .map((cell, col) =>
        col === 0 ? String(cell).padEnd(widths[col]) : String(cell).padStart(widths[col]),
      )
      .join('  ');
  if (title) console.log(`\n${title}`);
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

/**
 * The app's route table, read from the source of src/router/table/*.ts so that a benchmark can
 * tell "page not built yet" from a broken page without running app code. Each row keeps the shape
 * `{ path: '…' or a constant, … }`; constants are looked up in the table files and
 * src/router/routes.ts. A row's page module is its path's `import('@/pages/…')` in
 * src/router/loaders/*.ts.
 */
export function readRoutes() {
  const dir = path.join(ROOT, 'src/router/table');
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.ts'));
  const sources = files.map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]);
  const constants = new Map();
  for (const source of [...sources.map(([, text]) => text), readIfExists('src/router/routes.ts')]) {
    for (const match of source.matchAll(/\bconst\s+([A-Z_][A-Z0-9_]*)\s*=\s*['"]([^'"]+)['"]/g)) {
      constants.set(match[1], match[2]);
    }
  }
  // The page modules: `'path': () => import('@/pages/…')` rows in src/router/loaders/*.ts.
  const loadersDir = path.join(ROOT, 'src/router/loaders');
  const modules = new Map();
  for (const file of fs.existsSync(loadersDir) ? fs.readdirSync(loadersDir) : []) {
    const source = fs.readFileSync(path.join(loadersDir, file), 'utf8');
    const rows = /['"]([^'"]+)['"]:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
    for (const match of source.matchAll(rows)) modules.set(match[1], match[2]);
  }
  const routes = [];
  for (const [file, source] of sources) {
    // One segment per row: from one `path:` to the next.
    const segments = source.split(/(?=\bpath:\s*)/).slice(1);
    for (const segment of segments) {
      const value = /^path:\s*(?:['"]([^'"]+)['"]|([A-Za-z_][\w]*))/.exec(segment);
      const routePath = value?.[1] ?? constants.get(value?.[2]);
      const load = modules.get(routePath);
      if (!routePath) continue;
      const tab = /\btab:\s*(\d)/.exec(segment)?.[1];
      const auth = /\bauth:\s*['"](\w+)['"]/.exec(segment)?.[1];
      routes.push({
        path: routePath,
        module: load ? load.replace(/^@\//, 'src/') : undefined,
        tab: tab === undefined ? undefined : Number(tab),
        auth,
        table: file,
      });
    }
  }
  return routes;
}

function readIfExists(relative) {
  const file = path.join(ROOT, relative);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

export const hasRoute = (routePath) => readRoutes().some((route) => route.path === routePath);

/** The app's address for a page path and query, in the hash-router form. */
export function pageUrl(origin, routePath, query = '') {
  return `${origin}${BASE_PATH}#/${routePath}${query ? `?${query}` : ''}`;
}

/**
 * Builds the production app with the project's own vite.config.ts (plus the manifest) into
 * tests/.results/bench/app. Returns Vite's build output.
 */
export async function buildApp({ outDir = APP_OUT_DIR, root, quiet = true, minify } = {}) {
  const { build } = await import('vite');
  return build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: root ?? ROOT,
    logLevel: quiet ? 'error' : 'warn',
    ...(root ? { publicDir: false } : {}),
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      reportCompressedSize: false,
      ...(minify === false ? { minify: false } : {}),
    },
  });
}

export const FLOOR_ROOT = path.join(ROOT, 'tests/bench/floor');
export const FLOOR_OUT_DIR = path.join(ROOT, 'dist-floor');

/** Builds the stack floor (tests/bench/floor) with the same settings into dist-floor. */
export const buildFloor = () => buildApp({ root: FLOOR_ROOT, outDir: FLOOR_OUT_DIR });

/** Whether an earlier command of this run already built the app (see run-all.mjs). */
export const reuseBuild = () =>
  process.env.BENCH_REUSE_BUILD === '1' &&
  fs.existsSync(path.join(APP_OUT_DIR, '.vite/manifest.json'));

/**
 * Serves the production build with `vite preview` and the demo API (including the benchmark
 * switches of src/mocks/handlers/bench.ts), its files compressed as the production server does
 * (./encoding.mjs). Resolves to { origin, close }.
 */
export async function startPreview({
  outDir = APP_OUT_DIR,
  port = PREVIEW_PORT,
  root = ROOT,
} = {}) {
  // The project's demo API plugin would answer first and without the benchmark switches, so it
  // is switched off here and ours (the same handlers plus the switches) takes its place.
  process.env.DEMO_API = 'off';
  const { preview } = await import('vite');
  const { benchApiPlugin } = await import('./demo-api.mjs');
  const { productionEncodingPlugin } = await import('./encoding.mjs');
  const server = await preview({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root,
    logLevel: 'error',
    plugins: [productionEncodingPlugin({ outDir, base: BASE_PATH }), benchApiPlugin()],
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  });
  const origin = `http://127.0.0.1:${port}`;
  // The demo API loads its handlers on the first call (about a second): done here, so that no
  // measured page pays for the server's start. The stack floor makes no calls.
  if (root === ROOT) await fetch(`${origin}${BASE_PATH}provinces/all.json`).catch(() => undefined);
  return {
    origin,
    close: async () => {
      await server.close();
      await benchApiPlugin.closeAll?.();
    },
  };
}

/** Calls a demo API endpoint of the preview server; resolves to the JSON envelope. */
export async function demoCall(origin, method, apiPath, body) {
  const response = await fetch(`${origin}${BASE_PATH}${apiPath.replace(/^\//, '')}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { code: response.status, message: text.slice(0, 80) };
  }
}

/** Machine facts printed under every result table, so figures are never read without them. */
export async function machineLine() {
  const os = await import('node:os');
  const { execFileSync } = await import('node:child_process');
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: 'pipe' })
      .trim()
      .replace(/ built on.*/, '');
  } catch {
    // Version unknown is fine: the figures still stand.
  }
  // The load average says whether other work shared the CPU: figures taken under load are slower.
  const load = os.loadavg()[0].toFixed(1);
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  // Every figure is read with the machine's index and the slowdown it was taken at.
  const { calibrationLine } = await import('./calibrate.mjs');
  const { CALIBRATION } = await import('./slowdown.mjs');
  return `${os.availableParallelism()} cores (load ${load}), ${calibrationLine(CALIBRATION)}, Node ${process.version}, ${chromium}, ${date} UTC`;
}
