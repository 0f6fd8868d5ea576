import type { RouteDef } from '../types';

/** Shell pages: the shop tab pages' frames, about, webview, network check and app update. */
export const shellRoutes = [
  {
    path: 'pages/index/index',
    titleKey: 'shell.titles.home',
    tab: 0,
  },
  {
    path: 'pages/order/index',
    titleKey: 'shell.titles.orders',
    tab: 1,
  },
  {
    path: 'pages/customer/index',
    titleKey: 'shell.titles.customer',
    tab: 2,
  },
  {
    path: 'pages/user/index',
    titleKey: 'shell.titles.mine',
    tab: 3,
  },
  {
    path: 'pages/index/networkCheck',
    titleKey: 'shell.titles.networkCheck',
  },
  {
    path: 'pages/about/payment',
    titleKey: 'shell.titles.payment',
  },
  {
    path: 'pages/about/promise',
    titleKey: 'shell.titles.promise',
  },
  {
    path: 'pages/about/textTemplate',
    titleKey: 'shell.titles.about',
  },
  {
    path: 'pages/webview/index',
    titleKey: 'shell.titles.webview',
  },
  {
    path: 'pages-sub/appUpdate/index',
    titleKey: 'shell.titles.appUpdate',
  },
] as const satisfies readonly RouteDef[];
