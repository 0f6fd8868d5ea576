import type { RouteDef } from './types';

/** The shop index unless a single-page code is set (then 'pages-sub/single/index'). */
export const SHOP_INDEX = 'pages/index/index';
export const SINGLE_INDEX = 'pages-sub/single/index';
export const SHOP_LOGIN = 'pages/login/index';
export const IOT_LOGIN = 'pages/iot/login/index';
export const NETWORK_CHECK = 'pages/index/networkCheck';

/**
 * The route table: one row per page that exists, with its SPEC path. Rows are added as pages are
 * built; navigation to a path that is not here is rejected.
 */
export const routes: readonly RouteDef[] = [
  {
    path: 'pages/index/index',
    titleKey: 'shell.titles.home',
    tab: 0,
    load: () => import('@/pages/pages/index/index'),
  },
  {
    path: 'pages/order/index',
    titleKey: 'shell.titles.orders',
    tab: 1,
    load: () => import('@/pages/pages/order/index'),
  },
  {
    path: 'pages/customer/index',
    titleKey: 'shell.titles.customer',
    tab: 2,
    load: () => import('@/pages/pages/customer/index'),
  },
  {
    path: 'pages/user/index',
    titleKey: 'shell.titles.mine',
    tab: 3,
    load: () => import('@/pages/pages/user/index'),
  },
  {
    path: 'pages/index/networkCheck',
    titleKey: 'shell.titles.networkCheck',
    load: () => import('@/pages/pages/index/networkCheck'),
  },
  {
    path: 'pages/about/payment',
    titleKey: 'shell.titles.payment',
    load: () => import('@/pages/pages/about/payment'),
  },
  {
    path: 'pages/about/promise',
    titleKey: 'shell.titles.promise',
    load: () => import('@/pages/pages/about/promise'),
  },
  {
    path: 'pages/about/textTemplate',
    titleKey: 'shell.titles.about',
    load: () => import('@/pages/pages/about/textTemplate'),
  },
  {
    path: 'pages/webview/index',
    titleKey: 'shell.titles.webview',
    load: () => import('@/pages/pages/webview/index'),
  },
  {
    path: 'pages-sub/appUpdate/index',
    titleKey: 'shell.titles.appUpdate',
    load: () => import('@/pages/pages-sub/appUpdate/index'),
  },
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
