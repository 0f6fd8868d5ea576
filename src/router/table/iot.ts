import type { RouteDef } from '../types';

/** The card home. */
export const IOT_HOME = 'pages/iot/index/index';

/** IoT core: login, card home, balance, packages, coupons, pay password, real-name, renew. */
export const iotRoutes = [
  {
    path: 'pages/iot/login/index',
    titleKey: 'iot.titles.login',
    load: () => import('@/pages/pages/iot/login/index'),
  },
  {
    path: 'pages/iot/login/protocol',
    titleKey: 'iot.titles.protocol',
    load: () => import('@/pages/pages/iot/login/protocol'),
  },
  {
    path: 'pages/iot/login/code/index',
    titleKey: 'iot.titles.loginCode',
    load: () => import('@/pages/pages/iot/login/code/index'),
  },
  {
    path: IOT_HOME,
    titleKey: 'iot.titles.home',
    auth: 'iot',
    hideNavBar: true,
    load: () => import('@/pages/pages/iot/index/index'),
  },
  {
    path: 'pages/iot/index/balance/index',
    titleKey: 'iot.titles.balance',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/balance/index'),
  },
  {
    path: 'pages/iot/index/balance/pay',
    titleKey: 'iot.titles.balancePay',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/balance/pay'),
  },
  {
    path: 'pages/iot/index/couponChoose/index',
    titleKey: 'iot.titles.couponChoose',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/couponChoose/index'),
  },
  {
    path: 'pages/iot/index/couponChoose/pay',
    titleKey: 'iot.titles.couponPay',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/couponChoose/pay'),
  },
  {
    path: 'pages/iot/index/orderLogs/index',
    titleKey: 'iot.titles.orderLogs',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/orderLogs/index'),
  },
  {
    path: 'pages/iot/index/package/index',
    titleKey: 'iot.titles.package',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/package/index'),
  },
  {
    path: 'pages-sub/iot/packageDetails/index',
    titleKey: 'iot.titles.packageDetails',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/packageDetails/index'),
  },
  {
    path: 'pages-sub/iot/packageInfo/index',
    titleKey: 'iot.titles.packageInfo',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/packageInfo/index'),
  },
  {
    path: 'pages/iot/index/setRenew/index',
    titleKey: 'iot.titles.setRenew',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/setRenew/index'),
  },
  {
    path: 'pages/iot/index/payPassword/index',
    titleKey: 'iot.titles.payPassword',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/payPassword/index'),
  },
  {
    path: 'pages/iot/index/payPassword/validate',
    titleKey: 'iot.titles.payPasswordValidate',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/payPassword/validate'),
  },
  {
    path: 'pages/iot/index/realnameAuth/index',
    titleKey: 'iot.titles.realnameAuth',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/realnameAuth/index'),
  },
  {
    path: 'pages/iot/index/realnameAuth/official',
    titleKey: 'iot.titles.realnameOfficial',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/realnameAuth/official'),
  },
  {
    path: 'pages/iot/index/realnameAuth/platform',
    titleKey: 'iot.titles.realnamePlatform',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/realnameAuth/platform'),
  },
  {
    path: 'pages/iot/index/realnameAuth/switchOfficial',
    titleKey: 'iot.titles.realnameSwitchOfficial',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/realnameAuth/switchOfficial'),
  },
  {
    path: 'pages/iot/index/realnameAuth/subOfficial',
    titleKey: 'iot.titles.realnameSubOfficial',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/realnameAuth/subOfficial'),
  },
  {
    path: 'pages-sub/ltAuth/index',
    titleKey: 'iot.titles.ltAuth',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/ltAuth/index'),
  },
  {
    path: 'pages/iot/index/bindPhone/index',
    titleKey: 'iot.titles.bindPhone',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/bindPhone/index'),
  },
  {
    path: 'pages/iot/index/switchNet/index',
    titleKey: 'iot.titles.switchNet',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/switchNet/index'),
  },
  {
    path: 'pages-sub/iot/historyLine/index',
    titleKey: 'iot.titles.historyLine',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/historyLine/index'),
  },
  {
    path: 'pages/iot/index/customer/index',
    titleKey: 'iot.titles.customer',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/customer/index'),
  },
  {
    path: 'pages/iot/index/moreMenu/index',
    titleKey: 'iot.titles.moreMenu',
    auth: 'iot',
    load: () => import('@/pages/pages/iot/index/moreMenu/index'),
  },
] as const satisfies readonly RouteDef[];
