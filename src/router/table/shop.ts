import type { RouteDef } from '../types';

/** Shop area: numbers, goods, orders, customer service, agents. The tab pages live in shell.ts. */
export const shopRoutes = [
  {
    path: 'pages/goods/index',
    titleKey: 'shop.titles.goods',
  },
  {
    path: 'pages/goods/general/index',
    titleKey: 'shop.titles.general',
  },
  {
    path: 'pages/index/VanityNumber/index',
    titleKey: 'shop.titles.vanity',
  },
  {
    path: 'pages/goods/pretty/index',
    titleKey: 'shop.titles.pretty',
  },
  {
    path: 'pages/goods/pretty/package',
    titleKey: 'shop.titles.prettyPackage',
  },
  {
    path: 'pages/goods/pretty/comment',
    titleKey: 'shop.titles.prettyComment',
  },
  {
    path: 'pages/goods/fastNumber/index',
    titleKey: 'shop.titles.fastNumber',
  },
  {
    path: 'pages/goods/fastNumber/formSubmit',
    titleKey: 'shop.titles.fastNumberForm',
  },
  {
    path: 'pages/login/index',
    titleKey: 'shop.titles.login',
  },
  {
    path: 'pages/order/pay/index',
    titleKey: 'shop.titles.pay',
  },
  {
    path: 'pages/order/logistics/index',
    titleKey: 'shop.titles.logistics',
    auth: 'shop',
  },
  {
    path: 'pages/customer/code',
    titleKey: 'shop.titles.customerCode',
  },
  {
    path: 'pages/customer/question/index',
    titleKey: 'shop.titles.questions',
  },
  {
    path: 'pages/customer/question/detail',
    titleKey: 'shop.titles.questionDetail',
  },
  {
    path: 'pages/user/index2',
    titleKey: 'shop.titles.mine2',
  },
  {
    path: 'pages/index/agent/index',
    titleKey: 'shop.titles.agent',
  },
  {
    path: 'pages-sub/single/index',
    titleKey: 'shop.titles.single',
  },
  {
    path: 'pages/index/default',
    titleKey: 'shop.titles.default',
  },
  {
    path: 'pages/index/loadDomain',
    titleKey: 'shop.titles.loadDomain',
  },
  {
    path: 'pages/authorize/index',
    titleKey: 'shop.titles.authorize',
  },
  {
    path: 'pages/resetCert/index',
    titleKey: 'shop.titles.resetCert',
  },
] as const satisfies readonly RouteDef[];
