/// <reference types="vitest/config" />
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { createRequire } from 'node:module';
import path from 'node:path';
import { demoApiPlugin } from './src/mocks/vite-plugin.ts';
import {
  EARLY_DATA_ID,
  EARLY_SCRIPT,
  EARLY_SCRIPT_HASH,
  earlyData,
} from './src/app/firstPaint/earlyScript.ts';
import { LANDING_PATTERNS, LATER_NAMESPACES } from './src/app/firstPaint/landing.ts';
import { firstPaintShell } from './src/app/firstPaint/vite-plugin.ts';
import {
  createLandingChunks,
  groupedLandingRoots,
  ownClosure,
  type ModuleGraph,
} from './src/app/firstPaint/landingChunks.ts';
import { serviceWorker } from './src/sw/vite-plugin.ts';
import { precompress } from './deploy/precompress.ts';
import { buildPolicyFile, leaveOutDemoFiles } from './deploy/vite-plugin.ts';
import { chromiumArgs as baseChromiumArgs, chromiumPath } from './tests/tools/chromium.mjs';

const root = import.meta.dirname;
/** Visual baselines need text drawn the same on every machine: no font hinting. */
export const chromiumArgs = [...baseChromiumArgs, '--font-render-hinting=none'];
export { chromiumPath };

/** The demo API (MSW handlers over HTTP) is mounted unless VITE_API_BASE points at a real backend. */
const useDemoApi = !process.env.VITE_API_BASE && process.env.DEMO_API !== 'off';

/**
 * The modules every page needs before it is interactive: the app's start (src/app/main.tsx) and
 * what it imports, our own code only (the libraries go to the `stack` chunk), with those of the shop
 * home's modules that the number lists or the card home use as well. They are put in one chunk,
 * because gzip packs one file better than twenty small ones and the browser then waits for one
 * request instead of a chain of them. Found from the module graph, so a new import lands here by
 * itself, and a module only some other page needs stays with that page.
 *
 * What only the home uses (its lists, carousel, toolbar and goods cards) goes with the home page
 * into a file of its own (`home`), which the early script preloads at the home's address: a
 * number list or a card home opened from a link does not download it.
 */
const HOME_ROUTE = 'pages/index/index';
const HOME_PAGE = path.join(root, 'src', 'pages', `${HOME_ROUTE}.tsx`);
/** The app's start, imported by the entry (src/app/boot.ts) once the first screen is painted. */
const APP_MAIN = path.join(root, 'src/app/main.tsx');
/** The first of the app's own files the entry starts (src/app/schemas.ts, then src/app/base.ts). */
const APP_SCHEMAS = path.join(root, 'src/app/schemas.ts');
const APP_BASE = path.join(root, 'src/app/base.ts');
interface FirstLoad {
  app: Set<string>;
  home: Set<string>;
}
/**
 * The page loaders of the areas of the landing pages that open from links, the shop's (the number
 * lists) and the card area's (the card home): in the first load (2.6 kB) instead of a file of
 * their own, so such a page waits for one file less (over HTTP/1.1 on a phone, about a round trip).
 */
const FIRST_LOAD_LOADERS = ['shop', 'iot'].map((area) =>
  path.join(root, 'src/router/loaders', `${area}.ts`),
);
const firstLoadOf = new WeakMap<ModuleGraph, FirstLoad>();
function firstLoad(ctx: ModuleGraph): FirstLoad {
  let found = firstLoadOf.get(ctx);
  if (!found) {
    const app = ownClosure(ctx, [APP_MAIN, APP_SCHEMAS, APP_BASE, ...FIRST_LOAD_LOADERS]);
    const landings = ownClosure(ctx, groupedLandingRoots(path.join(root, 'src')));
    const home = new Set<string>();
    for (const id of ownClosure(ctx, HOME_PAGE)) {
      if (app.has(id)) continue;
      if (id !== HOME_PAGE && landings.has(id)) app.add(id);
      else home.add(id);
    }
    found = { app, home };
    firstLoadOf.set(ctx, found);
  }
  return found;
}
function isFirstLoad(id: string, ctx: ModuleGraph): boolean {
  return firstLoad(ctx).app.has(id);
}

/**
 * The client's HTTP libraries (src/api/transport.ts: axios, src/api/querySerializer.ts: qs, and
 * what they import): loaded with the first call the early answers do not cover, so they stay out
 * of the stack's file, each with its own module. A library anything else imports as well stays
 * in the stack.
 */
const TRANSPORT = new Set(
  ['src/api/transport.ts', 'src/api/querySerializer.ts'].map((file) => path.join(root, file)),
);
interface ImportersContext {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}
const transportOnlyOf = new WeakMap<ImportersContext, Map<string, boolean>>();
function isTransportLibrary(id: string, ctx: ImportersContext): boolean {
  let known = transportOnlyOf.get(ctx);
  if (!known) transportOnlyOf.set(ctx, (known = new Map()));
  const only = (module: string): boolean => {
    const cached = known.get(module);
    if (cached !== undefined) return cached;
    // A cycle among the libraries counts as theirs until an importer from outside says otherwise.
    known.set(module, true);
    const info = ctx.getModuleInfo(module);
    const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
    const result =
      !!info &&
      importers.length > 0 &&
      importers.every(
        (importer) =>
          TRANSPORT.has(importer) || (importer.includes('node_modules') && only(importer)),
      );
    known.set(module, result);
    return result;
  };
  return id.includes('node_modules') && only(id);
}

/**
 * The early calls (src/app/early/entry.ts, which the entry imports first) and what they import:
 * in the entry's file, so they run as soon as that file has arrived, with nothing else to wait
 * for. Our own modules only, with no library among them (a unit test holds it), so the file still
 * evaluates neither the stack nor the app.
 */
const EARLY_ENTRY = path.join(root, 'src/app/early/entry.ts');
const earlyModulesOf = new WeakMap<ModuleGraph, Set<string>>();
function isEarlyModule(id: string, ctx: ModuleGraph): boolean {
  let found = earlyModulesOf.get(ctx);
  if (!found) earlyModulesOf.set(ctx, (found = ownClosure(ctx, EARLY_ENTRY)));
  return found.has(id);
}

/** What the entry's file holds beside the early calls (see the `preload` group below). */
const PRELOAD_GROUP =
  /vite[\\/](preload-helper|modulepreload-polyfill)|src[\\/](lib[\\/]nextTask|app[\\/]boot)\.ts$/;

/** See src/app/firstPaint/landingChunks.ts; one instance a build. */
const landingChunksOf = new WeakMap<ModuleGraph, ReturnType<typeof createLandingChunks>>();
function landingChunks(ctx: ModuleGraph) {
  let chunks = landingChunksOf.get(ctx);
  if (!chunks) {
    chunks = createLandingChunks(path.join(root, 'src'), (id) => isFirstLoad(id, ctx));
    landingChunksOf.set(ctx, chunks);
  }
  return chunks;
}

/**
 * The message modules, by language and namespace: the core namespaces, and those of each area
 * (what a page waits for is src/app/router.tsx `pageNamespaces`).
 */
const MESSAGE_FILES = /src[\\/]i18n[\\/]locales[\\/]([\w-]+)[\\/](core|shop|iot|iotServices)\.ts$/;

/** Namespaces no landing page's first screen uses: a file of their own, not preloaded. */
const LATER: ReadonlySet<string> = new Set(LATER_NAMESPACES);

/** The file a language's message module goes to: `messages-en`, `messages-en-iot`, `…-services`. */
function messagesFileOf(id: string): string | null {
  const match = MESSAGE_FILES.exec(id);
  if (!match) return null;
  if (match[2] === 'core' || match[2] === 'shop') return `messages-${match[1]}`;
  return LATER.has(match[2]) ? `messages-${match[1]}-services` : `messages-${match[1]}-iot`;
}

/** The files of the first load: the stack, our app chunk, the preload helper, the runtime. */
const FIRST_LOAD_FILE =
  /^assets\/(stack|stack-react|app|app-base|app-schemas|preload|rolldown-runtime)-[\w-]{8}\.js$/;

/**
 * The app's own foundations in the first load: the API's declarations and client, the domain
 * rules, the helpers, the stores, the translations' start and the theme, with the module that
 * starts them (src/app/base.ts). None of them imports a widget, feature, page or the router, so
 * they are evaluated in a task of their own before the rest of the app (src/app/boot.ts).
 */
const BASE_MODULES = /src[\\/](?:(?:api|lib|domain|stores|i18n|theme)[\\/]|app[\\/]base\.ts$)/;

/**
 * Of those, the answers' schemas and the endpoints' declarations with the domain rules and the
 * field kinds they are built from (with the module that starts them, src/app/schemas.ts). They
 * import nothing of the app but one another, so they are a file of their own (`app-schemas`),
 * evaluated in a task of its own before the rest of the foundations: building them is about a
 * third of what evaluating the foundations cost.
 */
const SCHEMA_MODULES =
  /src[\\/](?:domain[\\/]|api[\\/](?:declarations[\\/]|types[\\/]|declare\.ts$)|lib[\\/](?:schema|validators|phoneMask)\.ts$|app[\\/]schemas\.ts$)/;

/** React, React DOM and the scheduler, with the module that starts them (src/app/stack.ts). */
const REACT_MODULES =
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]stack\.ts$/;

/**
 * qs's `side-channel` from src/api/sideChannel.cjs in the shop's builds: the same four methods on
 * a WeakMap and a Map, without the 35 kB of helpers for engines that lack them. Its other builds
 * (the stack floor, which stands for the stack as published) keep the package.
 */
const SIDE_CHANNEL = path.join(root, 'src/api/sideChannel.cjs');
function qsSideChannel(): Plugin {
  let shop = false;
  return {
    name: 'shop:qs-side-channel',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      shop = path.resolve(config.root) === root;
    },
    resolveId(id) {
      return shop && id === 'side-channel' ? SIDE_CHANNEL : null;
    },
  };
}

type OutputItems = readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[];

/** The chunks of a build, the static-import closure of some of them, and the entry's. */
function chunkGraph(bundle: OutputItems) {
  const chunks = bundle.flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: readonly string[]) => {
    const found = new Set<string>();
    const todo = [...roots];
    while (todo.length) {
      const file = todo.pop()!;
      if (found.has(file)) continue;
      found.add(file);
      todo.push(...(byName.get(file)?.imports ?? []));
    }
    return found;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  return { chunks, closure, entry: closure(entries), entries: new Set(entries) };
}

/** The maps of page loaders, one chunk per area of the route table (src/router/pages.ts). */
const PAGE_LOADERS_DIR = path.join(root, 'src/router/loaders') + path.sep;

/**
 * The chunk of the area's loaders that imports this page: the app asks it for the page first, so
 * it is preloaded with the page.
 */
function loaderChunkOf(chunks: readonly Rolldown.OutputChunk[], page: string): string | undefined {
  return chunks.find(
    (chunk) =>
      chunk.facadeModuleId?.startsWith(PAGE_LOADERS_DIR) && chunk.dynamicImports.includes(page),
  )?.fileName;
}

/**
 * The app's start (src/app/main.tsx) and what it imports: the entry imports it only after the
 * first paint, so index.html preloads them for the download to start at once. The file index.html
 * runs as its module script is among them (it holds Vite's preload helper, which every chunk
 * imports): `preloadFirstRender` leaves that one out.
 */
function startChunks(bundle: OutputItems): string[] {
  const { chunks, closure, entries } = chunkGraph(bundle);
  const main = chunks.find((chunk) => chunk.moduleIds.includes(APP_MAIN));
  if (!main) return [];
  return [...closure([main.fileName])].filter((file) => !entries.has(file)).sort();
}

/**
 * The chunks of each landing page (the home, the number lists, the card home, the tab pages):
 * the page's own chunk and what it imports beyond the entry's, and its area's loaders, which the
 * early script preloads for that address only, so they download beside the entry instead of after
 * it has run, and another landing page does not download the home's. A route's module is
 * `src/pages/<path>.tsx` (src/router/loaders).
 */
function landingPageChunks(bundle: OutputItems) {
  const { chunks, closure, entry } = chunkGraph(bundle);
  const pages: Record<string, string[]> = {};
  const filesOf = (page: Rolldown.OutputChunk) => {
    const loaders = loaderChunkOf(chunks, page.fileName);
    return [...closure([page.fileName, ...(loaders ? [loaders] : [])])]
      .filter((file) => !entry.has(file) && !FIRST_LOAD_FILE.test(file))
      .sort();
  };
  for (const [pattern] of LANDING_PATTERNS) {
    const routePath = /^\^([\w/]+)\$$/.exec(pattern)?.[1];
    const module = routePath && path.join(root, 'src/pages', `${routePath}.tsx`);
    // A landing page's module sits in its landing chunk (./src/app/firstPaint/landingChunks.ts).
    const page = module && chunks.find((chunk) => chunk.moduleIds.includes(module));
    if (routePath && page) pages[routePath] = filesOf(page);
  }
  // The home, at its own address and at the root's.
  const home = chunks.find((chunk) => chunk.moduleIds.includes(HOME_PAGE));
  if (home) pages[HOME_ROUTE] = pages[''] = filesOf(home);
  return pages;
}

/**
 * Lets the browser fetch the app's start, the landing page's chunks and the visitor's messages
 * together with the entry instead of after it has run: index.html preloads the start, and its
 * early script the rest, for the address and language it finds (src/app/firstPaint/earlyScript.ts).
 */
function preloadFirstRender(): Plugin {
  let base = '/';
  return {
    name: 'shop:preload-first-render',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const messages: Record<string, Record<string, string>> = {};
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type !== 'chunk') continue;
          for (const id of chunk.moduleIds) {
            const match = MESSAGE_FILES.exec(id);
            if (match && !LATER.has(match[2]))
              (messages[match[1]] ??= {})[match[2]] = chunk.fileName;
          }
        }
        const bundle = Object.values(ctx.bundle ?? {});
        const landingChunks = landingPageChunks(bundle);
        const start = startChunks(bundle);
        // The first screen is painted from index.html alone; every script comes after it. Chrome
        // asks for module scripts at high priority, as it would for scripts the page cannot be
        // painted without: asked for at low priority, they never go before what the first screen
        // itself shows. All of them alike, so their order among themselves is unchanged (the
        // early script marks its preloads the same way).
        const lowPriorityEntry = html.replace(
          /<script type="module" crossorigin src=/,
          '<script type="module" crossorigin fetchpriority="low" src=',
        );
        // The start file is index.html's module script itself (the bundler makes the `preload`
        // group the entry's file): it is not preloaded a second time.
        const scripts = new Set(
          [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
        );
        const preloads = start.filter((file) => !scripts.has(`${base}${file}`));
        const tags = [
          ...(Object.keys(messages).length
            ? [
                {
                  tag: 'script',
                  attrs: { type: 'application/json', id: EARLY_DATA_ID },
                  children: earlyData(messages, base, landingChunks),
                  injectTo: 'head' as const,
                },
                {
                  // Inline and blocking on purpose: the first screen is chosen before anything
                  // is painted, with no download in between. The policy names it by its hash.
                  tag: 'script',
                  children: EARLY_SCRIPT,
                  injectTo: 'head' as const,
                },
              ]
            : []),
          ...preloads.map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              fetchpriority: 'low',
              href: `${base}${file}`,
            },
            injectTo: 'head' as const,
          })),
        ];
        return { html: lowPriorityEntry, tags };
      },
    },
  };
}

const browserProvider = playwright({
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
});

/**
 * The endpoint declarations' one-line summaries are for the OpenAPI document and the registry
 * (npm run api:openapi, the tests); the shop never shows them, so its build leaves them out.
 */
function dropEndpointSummaries(): Plugin {
  const declarations = path.join(root, 'src/api/declarations') + path.sep;
  return {
    name: 'shop:drop-endpoint-summaries',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(declarations)) return null;
      return code.replace(/\n\s*summary:\s*(?:'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"),/g, '');
    },
  };
}

/**
 * React Router's production build in the shop's build. The package's exports name only its
 * development build, which keeps the library's development warnings (and their checks) in a
 * production bundle; the production build beside it is the same code with them switched off.
 * The dev server, Storybook and the tests keep the development build and its warnings.
 */
function reactRouterProduction(): Plugin {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const files: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  };
  return {
    name: 'shop:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const file = files[source];
      return file ? path.join(dir, file) : null;
    },
  };
}

export default defineConfig({
  base: '/shop/',
  plugins: [
    react(),
    reactRouterProduction(),
    qsSideChannel(),
    dropEndpointSummaries(),
    preloadFirstRender(),
    firstPaintShell(),
    serviceWorker(),
    precompress(),
    buildPolicyFile(EARLY_SCRIPT_HASH),
    leaveOutDemoFiles(),
    useDemoApi && demoApiPlugin(),
  ],
  resolve: { alias: { '@': path.join(root, 'src') } },
  // Class fields (ES2022) lowered for the es2020 target as plain assignments in the constructor,
  // as TypeScript's `useDefineForClassFields: false` does, instead of a defineProperty helper
  // set in the first load. No class of ours shadows an accessor of the class it extends.
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    modulePreload: {
      // The first-load files (index.html preloads them, and every page runs on them) are left
      // out of each lazy page's list of files to preload: 103 routes carry those lists.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !FIRST_LOAD_FILE.test(dep)),
    },
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      transform: { assumptions: { setPublicClassFields: true } },
      output: {
        // The maps of page loaders are named for what they are ('pages-iot-…'), not mistaken for
        // the area's messages of the same name ('iot-…').
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith(PAGE_LOADERS_DIR)
            ? 'assets/pages-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // The app's start (src/app/boot.ts) with what it needs before the app: Vite's preload
            // helper and its polyfill, the task helper and the early calls. On their own, so
            // evaluating it evaluates neither the stack nor the app (each then starts in a task of
            // its own, after the first paint). The entry is then only its import, and index.html
            // starts this file directly (`startFile`).
            {
              name: (id, ctx) =>
                PRELOAD_GROUP.test(id) || isEarlyModule(id, ctx) ? 'preload' : null,
              priority: 7,
            },
            // A language's messages of one area in one file (core and the shop's, the card
            // area's own, the card services'): the first load then waits for one or two
            // requests, not four.
            { name: messagesFileOf, priority: 6 },
            // The stack every page runs on, as two files: React (src/app/stack.ts) and the other
            // libraries (src/app/libraries.ts). The entry evaluates each in a task of its own: one
            // file was one task about twice as long, which held back a tap on a phone. Libraries
            // only some pages use (rich text, QR codes) stay with those pages.
            {
              name: (id) => (REACT_MODULES.test(id) ? 'stack-react' : null),
              priority: 5,
            },
            {
              name: (id, ctx) =>
                /node_modules[\\/](?!dompurify|qrcode-generator)|src[\\/]app[\\/]libraries\.ts$/.test(
                  id,
                ) && !isTransportLibrary(id, ctx)
                  ? 'stack'
                  : null,
              priority: 4,
            },
            // Our own first-load code as two files, each evaluated in a task of its own: the
            // foundations (`app-base`), then the widgets, features, router and start (`app`). As
            // one file it was one task of 60-85 ms at the phone class, after the first paint.
            {
              name: (id, ctx) =>
                isFirstLoad(id, ctx) && SCHEMA_MODULES.test(id) ? 'app-schemas' : null,
              priority: 3.6,
            },
            {
              name: (id, ctx) =>
                isFirstLoad(id, ctx) && BASE_MODULES.test(id) ? 'app-base' : null,
              priority: 3.5,
            },
            {
              name: (id, ctx) => (isFirstLoad(id, ctx) ? 'app' : null),
              priority: 3,
            },
            // The shop home and what only it uses, preloaded at its address.
            { name: (id, ctx) => (firstLoad(ctx).home.has(id) ? 'home' : null), priority: 2 },
            // The number lists and the card home: one file each, and one for what they share.
            { name: (id, ctx) => landingChunks(ctx).shared(id, ctx), priority: 1 },
            { name: (id, ctx) => landingChunks(ctx).own(id, ctx), priority: 0 },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    include: [
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      'react-dom/client',
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'styled-components',
      'react-i18next',
      'i18next',
      'zustand',
      'zustand/middleware',
      'axios',
      'qs',
      'react-router-dom',
      'dompurify',
      'qrcode-generator',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // The stories files run one after another in the same page instead of a fresh frame each:
          // the preview (every handler, message and decorator) is loaded once, not 245 times, which
          // was a third of the run. Stores, cached data and the demo database start afresh with
          // each story or file all the same (.storybook/preview.tsx).
          isolate: false,
          testTimeout: 30000,
          browser: {
            enabled: true,
            headless: true,
            provider: browserProvider,
            instances: [{ browser: 'chromium' }],
            viewport: { width: 375, height: 667 },
            expect: { toMatchScreenshot: { comparatorName: 'pixelmatch' } },
          },
        },
      },
    ],
  },
});
