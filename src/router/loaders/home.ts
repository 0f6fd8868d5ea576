import type { SHOP_INDEX } from '../routes';
import type { PageLoaders } from '../types';

/**
 * The shop home's module: part of the first load, not of the shell area's map (./shell.ts), so
 * that the home waits for no map of loaders. Its chunk needs nothing beyond the first-load files.
 */
export const homeLoaders = {
  'pages/index/index': () => import('@/pages/pages/index/index'),
} satisfies PageLoaders<typeof SHOP_INDEX>;
