import type { RouteDef } from './types';
import { shellRoutes } from './table/shell';
import { shopRoutes } from './table/shop';
import { iotRoutes } from './table/iot';
import { iotServicesRoutes } from './table/iotServices';

/** The shop index unless a single-page code is set (then 'pages-sub/single/index'). */
export const SHOP_INDEX = 'pages/index/index';
export const SINGLE_INDEX = 'pages-sub/single/index';
export const SHOP_LOGIN = 'pages/login/index';
export const IOT_LOGIN = 'pages/iot/login/index';
export const NETWORK_CHECK = 'pages/index/networkCheck';

/**
 * The route table: one row per page that exists, with its SPEC path. Rows are added as pages are
 * built (one file per area under ./table); navigation to a path that is not here is rejected.
 */
export const routes: readonly RouteDef[] = [
  ...shellRoutes,
  ...shopRoutes,
  ...iotRoutes,
  ...iotServicesRoutes,
];

const byPath = new Map(routes.map((route) => [route.path, route]));

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path.replace(/^\/+/, ''));
}

export function isTabPath(path: string): boolean {
  return findRoute(path)?.tab !== undefined;
}

/** The shop tab pages in tab order. */
export const TAB_ROUTES = routes
  .filter((route) => route.tab !== undefined)
  .sort((a, b) => (a.tab ?? 0) - (b.tab ?? 0));
