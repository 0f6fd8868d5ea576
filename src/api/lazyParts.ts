import { loadOnce } from '@/lib/loadOnce';
import { TOAST_DURATION } from '@/lib/toast';
import type * as CatalogueModule from './catalogue';
import { translate, type ApiEffects } from './errors';

// The part of the API client that is a chunk of its own, loaded on first use: the failure
// catalogue (only a failure needs it).

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
 * "other error" text of SPEC section 8, as a toast. No dialog or navigation, which need the
 * catalogue; codes the caller handles and 401 stay silent as they would with it.
 */
export function plainReaction(serverMessage: string, effects: ApiEffects, silent: boolean): string {
  const message = serverMessage || translate('api.errors.otherError');
  if (!silent) effects.toast(message, TOAST_DURATION.text);
  return message;
}
