import type { RouteDef } from './types';
import { shellRoutes } from './table/shell';
import { shopRoutes } from './table/shop';
import { iotRoutes } from './table/iot';
import { iotServicesRoutes } from './table/iotServices';

/** The path of a page in the route table, e.g. 'pages/iot/index/index'. A misspelt one fails the type check. */
export type RoutePath =
  | (typeof shellRoutes)[number]['path']
  | (typeof shopRoutes)[number]['path']
  | (typeof iotRoutes)[number]['path']
  | (typeof iotServicesRoutes)[number]['path'];

/** A page path as links write it: with or without the leading slash. */
export type RoutePathLike = RoutePath | `/${RoutePath}`;

declare const runtimeBrand: unique symbol;
/** An address known only at run time (a configured menu path, a redirect query): not checked. */
export type RuntimeUrl = string & { readonly [runtimeBrand]: true };

/** An address of a page of this app: '/path', '/path?query', the root '/' or a run-time one. */
export type PageUrl =
  `/${RoutePath}` | `/${RoutePath}?${string}` | '/' | `/?${string}` | RuntimeUrl;

/** Marks an address that comes from the server or a query as one to navigate to unchecked. */
export const runtimeUrl = (url: string): RuntimeUrl => url as RuntimeUrl;

/** The shop index unless a single-page code is set (then 'pages-sub/single/index'). */
export const SHOP_INDEX = 'pages/index/index' satisfies RoutePath;
export const SINGLE_INDEX = 'pages-sub/single/index' satisfies RoutePath;
export const SHOP_LOGIN = 'pages/login/index' satisfies RoutePath;
export const IOT_LOGIN = 'pages/iot/login/index' satisfies RoutePath;
export const NETWORK_CHECK = 'pages/index/networkCheck' satisfies RoutePath;

/**
 * The route table: one row per page that exists, with its spec path. Rows are added as pages are
 * built (one file per area under ./table, its page modules in the same area's file under
 * ./loaders); navigation to a path that is not here is rejected.
 */
export const routes: readonly RouteDef[] = [
  ...shellRoutes,
  ...shopRoutes,
  ...iotRoutes,
  ...iotServicesRoutes,
];

/**
 * The areas of the route table: one file each under ./table and under ./loaders, and the one name
 * of each area in every folder of the code, the message namespaces, the stories and the tests.
 */
export const ROUTE_AREAS = ['shell', 'shop', 'iot', 'iotServices'] as const;
export type RouteArea = (typeof ROUTE_AREAS)[number];

const AREAS: readonly (readonly [RouteArea, readonly RouteDef[]])[] = [
  ['shell', shellRoutes],
  ['shop', shopRoutes],
  ['iot', iotRoutes],
  ['iotServices', iotServicesRoutes],
];

const byPath = new Map(routes.map((route) => [route.path, route]));
const areaByPath = new Map(
  AREAS.flatMap(([area, rows]) => rows.map((route) => [route.path, area] as const)),
);

/** The area whose table has this page (leading slashes allowed). */
export function routeArea(path: string): RouteArea | undefined {
  return areaByPath.get(path.replace(/^\/+/, ''));
}

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
