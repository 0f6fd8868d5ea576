import type { RouteDef } from '../types';

/** The card home. */
export const IOT_HOME = 'pages/iot/index/index';

/** IoT core: login, card home, balance, packages, coupons, pay password, real-name, renew. */
export const iotRoutes = [
  {
    path: 'pages/iot/login/index',
    titleKey: 'iot.titles.login',
  },
  {
    path: 'pages/iot/login/protocol',
    titleKey: 'iot.titles.protocol',
  },
  {
    path: 'pages/iot/login/code/index',
    titleKey: 'iot.titles.loginCode',
  },
  {
    path: IOT_HOME,
    titleKey: 'iot.titles.home',
    auth: 'iot',
    hideNavBar: true,
  },
  {
    path: 'pages/iot/index/balance/index',
    titleKey: 'iot.titles.balance',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/balance/pay',
    titleKey: 'iot.titles.balancePay',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/couponChoose/index',
    titleKey: 'iot.titles.couponChoose',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/couponChoose/pay',
    titleKey: 'iot.titles.couponPay',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/orderLogs/index',
    titleKey: 'iot.titles.orderLogs',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/package/index',
    titleKey: 'iot.titles.package',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/packageDetails/index',
    titleKey: 'iot.titles.packageDetails',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/packageInfo/index',
    titleKey: 'iot.titles.packageInfo',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/setRenew/index',
    titleKey: 'iot.titles.setRenew',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/payPassword/index',
    titleKey: 'iot.titles.payPassword',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/payPassword/validate',
    titleKey: 'iot.titles.payPasswordValidate',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/realnameAuth/index',
    titleKey: 'iot.titles.realnameAuth',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/realnameAuth/official',
    titleKey: 'iot.titles.realnameOfficial',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/realnameAuth/platform',
    titleKey: 'iot.titles.realnamePlatform',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/realnameAuth/switchOfficial',
    titleKey: 'iot.titles.realnameSwitchOfficial',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/realnameAuth/subOfficial',
    titleKey: 'iot.titles.realnameSubOfficial',
    auth: 'iot',
  },
  {
    path: 'pages-sub/ltAuth/index',
    titleKey: 'iot.titles.ltAuth',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/bindPhone/index',
    titleKey: 'iot.titles.bindPhone',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/switchNet/index',
    titleKey: 'iot.titles.switchNet',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/historyLine/index',
    titleKey: 'iot.titles.historyLine',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/customer/index',
    titleKey: 'iot.titles.customer',
    auth: 'iot',
  },
  {
    path: 'pages/iot/index/moreMenu/index',
    titleKey: 'iot.titles.moreMenu',
    auth: 'iot',
  },
] as const satisfies readonly RouteDef[];
