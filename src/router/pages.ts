import { routeArea, SHOP_INDEX, type RouteArea } from './routes';
import type { PageLoader, PageModule } from './types';
import { homeLoaders } from './loaders/home';

/**
 * The page modules, one area at a time: each area's map of loaders (./loaders) is a small chunk of
 * its own, so the lists of files each lazy page needs are downloaded with that area and not with
 * the first load. index.html preloads the landing page's area with the page (vite.config.ts).
 * The home's own loader is part of the first load (./loaders/home.ts).
 */
const AREA_LOADERS: Record<RouteArea, () => Promise<{ loaders: Record<string, PageLoader> }>> = {
  shell: () => import('./loaders/shell'),
  shop: () => import('./loaders/shop'),
  iot: () => import('./loaders/iot'),
  iotServices: () => import('./loaders/iotServices'),
};

export class UnknownPageError extends Error {
  constructor(path: string) {
    super(`No page ${path} in the route table`);
    this.name = 'UnknownPageError';
  }
}

/** Downloads (once) and runs a page's module. A failed download is tried again on the next call. */
export async function loadPage(path: string): Promise<PageModule> {
  const clean = path.replace(/^\/+/, '');
  if (clean === SHOP_INDEX) return homeLoaders[SHOP_INDEX]();
  const area = routeArea(clean);
  const load = area && (await AREA_LOADERS[area]()).loaders[clean];
  if (!load) throw new UnknownPageError(clean);
  return load();
}

/**
 * Fetches every area's map of loaders, not the pages themselves: called once the first page is
 * up, so that a later navigation to another area costs no extra round trip. Failures are dropped
 * (offline): the navigation asks again.
 */
export function prefetchPageAreas(): void {
  for (const load of Object.values(AREA_LOADERS)) void load().catch(() => undefined);
}
