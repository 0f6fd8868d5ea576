/**
 * The shop's service worker. It keeps the built files of one version (the hashed assets, the
 * first-screen index.html and the messages) so a repeat visit paints from the cache and an offline
 * visit still reaches the network check. It answers nothing else: API answers, the demo API and
 * any other address always go to the network untouched.
 *
 * This file has no imports: the build turns it into the classic script `sw.js` (without the
 * `export` keywords) after the version's file list, and calls `startWorker`.
 */

/** The files of one build, relative to the worker's scope (index.html is the shell). */
export interface Precache {
  version: string;
  /** Every hashed file of the build: answered from the cache, stored there on first use. */
  files: readonly string[];
  /**
   * What a repeat or offline visit needs before anything else (the entry and
   * its imports, the home page, the network check, the messages): stored at install.
   */
  install: readonly string[];
}

/** Downloads at most this many files at once, so the install never queues the page's own calls. */
const INSTALL_CONCURRENCY = 2;

/** What the worker does with a request. */
export type Route = 'asset' | 'shell' | 'network';

export const CACHE_PREFIX = 'shop-precache-';
export const SHELL = 'index.html';
/** What the page sends when the visitor accepts the new version. */
export const SKIP_WAITING = 'shop:skip-waiting';

/**
 * Only GETs of this version's own files and page loads of the app are answered; everything else
 * (other paths such as /api/, other origins, other methods, HEAD checks) is left to the network.
 */
export function routeOf(
  request: { url: string; method: string; mode: string },
  scope: string,
  files: ReadonlySet<string>,
): Route {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  const base = new URL(scope);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return 'network';
  const path = url.pathname.slice(base.pathname.length);
  if (request.mode === 'navigate') return path === '' || path === SHELL ? 'shell' : 'network';
  return !url.search && files.has(path) ? 'asset' : 'network';
}

interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerMessageEvent extends Event {
  data: unknown;
}
/** The parts of ServiceWorkerGlobalScope the worker uses (the DOM library does not type it). */
export interface WorkerScope {
  registration: { scope: string };
  caches: CacheStorage;
  skipWaiting(): Promise<void>;
  fetch(request: Request | string, init?: RequestInit): Promise<Response>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

export function startWorker(scope: WorkerScope, precache: Precache): void {
  const cacheName = CACHE_PREFIX + precache.version;
  const files = new Set(precache.files);
  const base = scope.registration.scope;

  scope.addEventListener('install', (event) => {
    event.waitUntil(
      scope.caches.open(cacheName).then((cache) => {
        const todo = [SHELL, ...precache.install];
        // `no-cache`: the shell must be this version's, never an older copy from the HTTP cache.
        const next = (): Promise<void> => {
          const file = todo.shift();
          return file === undefined
            ? Promise.resolve()
            : cache.add(new Request(base + file, { cache: 'no-cache' })).then(next);
        };
        return Promise.all(Array.from({ length: INSTALL_CONCURRENCY }, next));
      }),
    );
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      scope.caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName)
              .map((name) => scope.caches.delete(name)),
          ),
        ),
    );
  });

  scope.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void scope.skipWaiting();
  });

  scope.addEventListener('fetch', (event) => {
    const route = routeOf(event.request, base, files);
    if (route === 'network') return;
    const key = route === 'shell' ? base + SHELL : event.request;
    event.respondWith(
      scope.caches.open(cacheName).then((cache) =>
        // ignoreVary: the server varies on Origin, which module scripts send and the install did not.
        cache.match(key, { ignoreVary: true }).then(
          (cached) =>
            cached ??
            scope.fetch(event.request).then((response) => {
              // Hashed files never change: the first good answer is kept for the next visit.
              if (route === 'asset' && response.ok) void cache.put(event.request, response.clone());
              return response;
            }),
        ),
      ),
    );
  });
}
