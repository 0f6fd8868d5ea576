import { routeArea, type RouteArea } from './routes';
import type { PageLoader, PageModule } from './types';
import { essentialLoaders } from './loaders/essential';

/**
 * The page modules, one area at a time: each area's map of loaders (./loaders) is imported when a
 * page of that area is first opened. The maps of the areas whose landing pages open from links,
 * the shop's and the card area's, are part of the first load (vite.config.ts `FIRST_LOAD_LOADERS`:
 * such a page then waits for one file less); the card services' and the shell's are small chunks
 * of their own. The home's and the network check's loaders are part of the first load as well
 * (./loaders/essential.ts), and are not looked up through an area.
 */
const AREA_LOADERS: Record<RouteArea, () => Promise<{ loaders: Record<string, PageLoader> }>> = {
  shell: () => import('./loaders/shell'),
  shop: () => import('./loaders/shop'),
  iot: () => import('./loaders/iot'),
  iotServices: () => import('./loaders/iotServices'),
};

/**
 * Whether an error is a file of the app that could not be fetched, in the words of Chromium,
 * WebKit and Firefox (and of Vite's preload helper). After a deploy, a page file the open version
 * names may no longer exist on the server: a reload would only run the same version again from the
 * service worker's cache, so the waiting new version is offered instead (`onMissingFile`).
 */
export function isMissingFile(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}

let missingFile: (() => void) | null = null;

/** Who learns that a file of the app is missing (the service worker's registration). */
export function onMissingFile(handler: (() => void) | null): void {
  missingFile = handler;
}

/** Tells `onMissingFile`'s handler when `error` is a file that could not be fetched. */
export function reportIfMissingFile(error: unknown): void {
  if (isMissingFile(error)) missingFile?.();
}

/** Downloads (once) and runs a page's module. A failed download is tried again on the next call. */
export async function loadPage(path: string): Promise<PageModule> {
  const clean = path.replace(/^\/+/, '');
  try {
    if (Object.prototype.hasOwnProperty.call(essentialLoaders, clean)) {
      return await essentialLoaders[clean as keyof typeof essentialLoaders]();
    }
    const area = routeArea(clean);
    const load = area && (await AREA_LOADERS[area]()).loaders[clean];
    if (!load) throw new Error(`No page ${clean} in the route table`);
    return await load();
  } catch (error) {
    reportIfMissingFile(error);
    throw error;
  }
}

/**
 * Fetch every area's map of loaders, not the pages themselves, one area per call: run once the
 * first page is up, each in an idle period of its own (the four together made one task of 59-156
 * ms at 4x CPU, Vite's preload helper adding all their preloads), so that a later navigation to
 * another area costs no extra round trip. Failures are dropped (offline): the navigation asks again.
 */
export const pageAreaPrefetches: readonly (() => void)[] = Object.values(AREA_LOADERS).map(
  (load) => () => void load().catch(() => undefined),
);
