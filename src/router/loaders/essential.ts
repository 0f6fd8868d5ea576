import type { NETWORK_CHECK, SHOP_INDEX } from '../routes';
import type { PageLoaders } from '../types';

/**
 * The pages the app reaches without waiting for an area's map (./shell.ts and the others): the
 * shop home, and the network check an offline visit is sent to. Part of the first load; the
 * service worker stores both pages at install (src/sw), so they open with no network at all.
 */
export const essentialLoaders = {
  'pages/index/index': () => import('@/pages/pages/index/index'),
  'pages/index/networkCheck': () => import('@/pages/pages/index/networkCheck'),
} satisfies PageLoaders<typeof SHOP_INDEX | typeof NETWORK_CHECK>;
