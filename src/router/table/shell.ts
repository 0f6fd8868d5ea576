import type { RouteDef } from '../types';

/** Shell pages: the shop tab pages' frames, about, webview, network check and app update. */
export const shellRoutes = [
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
] as const satisfies readonly RouteDef[];
