import type { RouteDef } from '../types';

/** Shop area: numbers, goods, orders, customer service, agents. The tab pages live in shell.ts. */
export const shopRoutes = [
  {
    path: 'pages/goods/index',
    titleKey: 'shop.titles.goods',
    load: () => import('@/pages/pages/goods/index'),
  },
  {
    path: 'pages/goods/general/index',
    titleKey: 'shop.titles.general',
    load: () => import('@/pages/pages/goods/general/index'),
  },
  {
    path: 'pages/index/VanityNumber/index',
    titleKey: 'shop.titles.vanity',
    load: () => import('@/pages/pages/index/VanityNumber/index'),
  },
  {
    path: 'pages/goods/pretty/index',
    titleKey: 'shop.titles.pretty',
    load: () => import('@/pages/pages/goods/pretty/index'),
  },
  {
    path: 'pages/goods/pretty/package',
    titleKey: 'shop.titles.prettyPackage',
    load: () => import('@/pages/pages/goods/pretty/package'),
  },
  {
    path: 'pages/goods/pretty/comment',
    titleKey: 'shop.titles.prettyComment',
    load: () => import('@/pages/pages/goods/pretty/comment'),
  },
  {
    path: 'pages/goods/fastNumber/index',
    titleKey: 'shop.titles.fastNumber',
    load: () => import('@/pages/pages/goods/fastNumber/index'),
  },
  {
    path: 'pages/goods/fastNumber/formSubmit',
    titleKey: 'shop.titles.fastNumberForm',
    load: () => import('@/pages/pages/goods/fastNumber/formSubmit'),
  },
  {
    path: 'pages/login/index',
    titleKey: 'shop.titles.login',
    load: () => import('@/pages/pages/login/index'),
  },
  {
    path: 'pages/order/pay/index',
    titleKey: 'shop.titles.pay',
    load: () => import('@/pages/pages/order/pay/index'),
  },
  {
    path: 'pages/order/logistics/index',
    titleKey: 'shop.titles.logistics',
    auth: 'shop',
    load: () => import('@/pages/pages/order/logistics/index'),
  },
  {
    path: 'pages/customer/code',
    titleKey: 'shop.titles.customerCode',
    load: () => import('@/pages/pages/customer/code'),
  },
  {
    path: 'pages/customer/question/index',
    titleKey: 'shop.titles.questions',
    load: () => import('@/pages/pages/customer/question/index'),
  },
  {
    path: 'pages/customer/question/detail',
    titleKey: 'shop.titles.questionDetail',
    load: () => import('@/pages/pages/customer/question/detail'),
  },
  {
    path: 'pages/user/index2',
    titleKey: 'shop.titles.mine2',
    load: () => import('@/pages/pages/user/index2'),
  },
  {
    path: 'pages/index/agent/index',
    titleKey: 'shop.titles.agent',
    load: () => import('@/pages/pages/index/agent/index'),
  },
  {
    path: 'pages-sub/single/index',
    titleKey: 'shop.titles.single',
    load: () => import('@/pages/pages-sub/single/index'),
  },
  {
    path: 'pages/index/default',
    titleKey: 'shop.titles.default',
    load: () => import('@/pages/pages/index/default'),
  },
  {
    path: 'pages/index/loadDomain',
    titleKey: 'shop.titles.loadDomain',
    load: () => import('@/pages/pages/index/loadDomain'),
  },
  {
    path: 'pages/authorize/index',
    titleKey: 'shop.titles.authorize',
    load: () => import('@/pages/pages/authorize/index'),
  },
  {
    path: 'pages/resetCert/index',
    titleKey: 'shop.titles.resetCert',
    load: () => import('@/pages/pages/resetCert/index'),
  },
] as const satisfies readonly RouteDef[];
