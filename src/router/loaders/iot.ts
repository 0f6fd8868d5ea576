import type { PageLoaders } from '../types';
import type { iotRoutes } from '../table/iot';

/** The page modules of ../table/iot.ts, one chunk each (this map is in the first load). */
export const loaders = {
  'pages/iot/login/index': () => import('@/pages/pages/iot/login/index'),
  'pages/iot/login/protocol': () => import('@/pages/pages/iot/login/protocol'),
  'pages/iot/login/code/index': () => import('@/pages/pages/iot/login/code/index'),
  'pages/iot/index/index': () => import('@/pages/pages/iot/index/index'),
  'pages/iot/index/balance/index': () => import('@/pages/pages/iot/index/balance/index'),
  'pages/iot/index/balance/pay': () => import('@/pages/pages/iot/index/balance/pay'),
  'pages/iot/index/couponChoose/index': () => import('@/pages/pages/iot/index/couponChoose/index'),
  'pages/iot/index/couponChoose/pay': () => import('@/pages/pages/iot/index/couponChoose/pay'),
  'pages/iot/index/orderLogs/index': () => import('@/pages/pages/iot/index/orderLogs/index'),
  'pages/iot/index/package/index': () => import('@/pages/pages/iot/index/package/index'),
  'pages-sub/iot/packageDetails/index': () => import('@/pages/pages-sub/iot/packageDetails/index'),
  'pages-sub/iot/packageInfo/index': () => import('@/pages/pages-sub/iot/packageInfo/index'),
  'pages/iot/index/setRenew/index': () => import('@/pages/pages/iot/index/setRenew/index'),
  'pages/iot/index/payPassword/index': () => import('@/pages/pages/iot/index/payPassword/index'),
  'pages/iot/index/payPassword/validate': () =>
    import('@/pages/pages/iot/index/payPassword/validate'),
  'pages/iot/index/realnameAuth/index': () => import('@/pages/pages/iot/index/realnameAuth/index'),
  'pages/iot/index/realnameAuth/official': () =>
    import('@/pages/pages/iot/index/realnameAuth/official'),
  'pages/iot/index/realnameAuth/platform': () =>
    import('@/pages/pages/iot/index/realnameAuth/platform'),
  'pages/iot/index/realnameAuth/switchOfficial': () =>
    import('@/pages/pages/iot/index/realnameAuth/switchOfficial'),
  'pages/iot/index/realnameAuth/subOfficial': () =>
    import('@/pages/pages/iot/index/realnameAuth/subOfficial'),
  'pages-sub/ltAuth/index': () => import('@/pages/pages-sub/ltAuth/index'),
  'pages/iot/index/bindPhone/index': () => import('@/pages/pages/iot/index/bindPhone/index'),
  'pages/iot/index/switchNet/index': () => import('@/pages/pages/iot/index/switchNet/index'),
  'pages-sub/iot/historyLine/index': () => import('@/pages/pages-sub/iot/historyLine/index'),
  'pages/iot/index/customer/index': () => import('@/pages/pages/iot/index/customer/index'),
  'pages/iot/index/moreMenu/index': () => import('@/pages/pages/iot/index/moreMenu/index'),
} satisfies PageLoaders<(typeof iotRoutes)[number]['path']>;
