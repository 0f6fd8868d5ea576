import { loadOnce } from '@/lib/loadOnce';
import { TOAST_DURATION } from '@/lib/toast';
import type * as CatalogueModule from './catalogue';
import type { AxiosInstance } from 'axios';
import type * as AxiosPart from './transport';
import { translate, type ApiEffects } from './errors';

// The parts of the API client that are chunks of their own, loaded on first use: the HTTP
// libraries (not before the first paint) and the failure catalogue (only a failure needs it).

type Catalogue = typeof CatalogueModule;

/**
 * A chunk the client loads on first use: once, and again after a failed download, with `fallback`
 * standing in meanwhile. `replace` is the tests' seam to simulate a chunk that cannot load.
 */
function lazyChunk<M, T>(importer: () => Promise<M>, pick: (module: M) => T, fallback: T) {
  let load = loadOnce(importer);
  return {
    get: (): Promise<T> => load().then(pick, () => fallback),
    replace(next: () => Promise<M>): () => void {
      load = loadOnce(next);
      return () => {
        load = loadOnce(importer);
      };
    },
  };
}

/**
 * The reactions to a failed call (./catalogue.ts): only a failure needs them, so they are not in
 * the first load. The app fetches them once the first page is up and the browser idle
 * (`prefetchErrorCatalogue`); a failure before that waits for them. Null when the chunk cannot
 * load (`plainReaction` then), and the next failure tries again.
 */
const catalogue = lazyChunk(
  () => import('./catalogue'),
  (module): Catalogue | null => module,
  null,
);

/** Test seam: replaces how the catalogue's chunk is loaded and forgets the loaded one. */
export const setCatalogueLoader = (loader: () => Promise<Catalogue>) => catalogue.replace(loader);

/** Downloads the failure catalogue ahead of the first failure. */
export function prefetchErrorCatalogue(): void {
  void catalogue.get();
}

/** The failure catalogue, or null while its chunk cannot load. */
export const loadCatalogue = (): Promise<Catalogue | null> => catalogue.get();

/**
 * A failure's reaction when the catalogue's chunk did not load: the server's message, else the
 * "other error" text of docs/requirements.md section 8, as a toast. No dialog or navigation, which need the
 * catalogue; codes the caller handles and 401 stay silent as they would with it.
 */
export function plainReaction(serverMessage: string, effects: ApiEffects, silent: boolean): string {
  const message = serverMessage || translate('api.errors.otherError');
  if (!silent) effects.toast(message, TOAST_DURATION.text);
  return message;
}

type AxiosModule = typeof AxiosPart;

/** The HTTP libraries as the client uses them: axios with the query serialiser built in. */
export interface Transport {
  createInstance(baseURL: string, timeout: number): AxiosInstance;
  failureOf: AxiosModule['failureOf'];
}

/**
 * The HTTP libraries, in two chunks downloaded together: the query serialiser (qs) and axios
 * (./querySerializer.ts, ./transport.ts). Each is evaluated as its file arrives, in a task of its
 * own: as one chunk their evaluation was one of the longest tasks after the first page (50-75 ms
 * at 4x CPU), where a tap could land.
 */
function transportOf(loadAxios: () => Promise<AxiosModule>): () => Promise<Transport> {
  return loadOnce(() =>
    Promise.all([import('./querySerializer'), loadAxios()]).then(([query, http]) => ({
      createInstance: (baseURL: string, timeout: number) =>
        http.createInstance(baseURL, timeout, query.serializeParams),
      failureOf: http.failureOf,
    })),
  );
}

/**
 * The HTTP libraries, loaded with the first call the early answers do not cover or when the
 * browser is idle after the first page; a failed download is tried again by the next.
 */
let transportLoader = transportOf(() => import('./transport'));
/** The transport once it has loaded. */
let transport: Transport | null = null;

export function loadTransport(): Promise<Transport> {
  return transportLoader().then((loaded) => (transport = loaded));
}

/** The transport if it has loaded, for reading a failure without waiting. */
export const loadedTransport = (): Transport | null => transport;

/** Whether the HTTP libraries have loaded: a call then goes out at once. */
export const transportLoaded = (): boolean => transport !== null;

/** Downloads the HTTP libraries ahead of the first call that needs them. */
export function prefetchTransport(): void {
  loadTransport().catch(() => {});
}

/** Test seam: replaces how the transport's chunk is loaded and forgets the loaded one. */
export function setTransportLoader(loader: () => Promise<AxiosModule>): () => void {
  transportLoader = transportOf(loader);
  transport = null;
  return () => {
    transportLoader = transportOf(() => import('./transport'));
    transport = null;
  };
}
