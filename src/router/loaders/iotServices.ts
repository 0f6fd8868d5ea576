import type { PageLoaders } from '../types';
import type { iotServicesRoutes } from '../table/iotServices';

/** The page modules of ../table/iotServices.ts, one chunk each (this map is a chunk of its own). */
export const loaders = {
  'pages-sub/iot/integralShop/index': () => import('@/pages/pages-sub/iot/integralShop/index'),
  'pages-sub/iot/integralShop/details': () => import('@/pages/pages-sub/iot/integralShop/details'),
  'pages-sub/iot/integralShop/payment': () => import('@/pages/pages-sub/iot/integralShop/payment'),
  'pages-sub/iot/integralShop/cashier': () => import('@/pages/pages-sub/iot/integralShop/cashier'),
  'pages-sub/iot/integralShop/address/index': () =>
    import('@/pages/pages-sub/iot/integralShop/address/index'),
  'pages-sub/iot/integralShop/address/edit': () =>
    import('@/pages/pages-sub/iot/integralShop/address/edit'),
  'pages-sub/iot/integralShop/storePoint': () =>
    import('@/pages/pages-sub/iot/integralShop/storePoint'),
  'pages-sub/iot/integralShop/order/index': () =>
    import('@/pages/pages-sub/iot/integralShop/order/index'),
  'pages-sub/iot/integralShop/order/details': () =>
    import('@/pages/pages-sub/iot/integralShop/order/details'),
  'pages-sub/iot/integralLog/index': () => import('@/pages/pages-sub/iot/integralLog/index'),
  'pages-sub/iot/task/index': () => import('@/pages/pages-sub/iot/task/index'),
  'pages-sub/iot/task/landscape': () => import('@/pages/pages-sub/iot/task/landscape'),
  'pages-sub/iot/protocol/index': () => import('@/pages/pages-sub/iot/protocol/index'),
  'pages-sub/iot/protocol/taskRule': () => import('@/pages/pages-sub/iot/protocol/taskRule'),
  'pages-sub/wifi/index': () => import('@/pages/pages-sub/wifi/index'),
  'pages-sub/wifi/connect': () => import('@/pages/pages-sub/wifi/connect'),
  'pages-sub/wifi/share': () => import('@/pages/pages-sub/wifi/share'),
  'pages-sub/iot/deviceManage/index': () => import('@/pages/pages-sub/iot/deviceManage/index'),
  'pages-sub/iot/deviceManage/setSsidPwd': () =>
    import('@/pages/pages-sub/iot/deviceManage/setSsidPwd'),
  'pages-sub/iot/deviceTerminalAuth/index': () =>
    import('@/pages/pages-sub/iot/deviceTerminalAuth/index'),
  'pages-sub/iot/user/index': () => import('@/pages/pages-sub/iot/user/index'),
  'pages-sub/iot/user/asset': () => import('@/pages/pages-sub/iot/user/asset'),
  'pages-sub/iot/user/carousel': () => import('@/pages/pages-sub/iot/user/carousel'),
  'pages-sub/iot/user/service': () => import('@/pages/pages-sub/iot/user/service'),
  'pages-sub/iot/user/vip': () => import('@/pages/pages-sub/iot/user/vip'),
  'pages-sub/iot/user/changeDevice': () => import('@/pages/pages-sub/iot/user/changeDevice'),
  'pages-sub/iot/user/moreMenu': () => import('@/pages/pages-sub/iot/user/moreMenu'),
  'pages-sub/iot/user/oauth': () => import('@/pages/pages-sub/iot/user/oauth'),
  'pages-sub/iot/vip/index': () => import('@/pages/pages-sub/iot/vip/index'),
  'pages-sub/iot/vip/pay': () => import('@/pages/pages-sub/iot/vip/pay'),
  'pages-sub/iot/accelerate/index': () => import('@/pages/pages-sub/iot/accelerate/index'),
  'pages-sub/iot/accelerate/cashier': () => import('@/pages/pages-sub/iot/accelerate/cashier'),
  'pages-sub/iot/accelerate/order': () => import('@/pages/pages-sub/iot/accelerate/order'),
  'pages-sub/iot/couponExchange/index': () => import('@/pages/pages-sub/iot/couponExchange/index'),
  'pages-sub/iot/couponExchange/order': () => import('@/pages/pages-sub/iot/couponExchange/order'),
  'pages-sub/iot/machineCode/index': () => import('@/pages/pages-sub/iot/machineCode/index'),
  'pages-sub/iot/machineCode/recharge/app': () =>
    import('@/pages/pages-sub/iot/machineCode/recharge/app'),
  'pages-sub/iot/machineCode/recharge/button': () =>
    import('@/pages/pages-sub/iot/machineCode/recharge/button'),
  'pages-sub/iot/machineCode/recharge/miniProgram': () =>
    import('@/pages/pages-sub/iot/machineCode/recharge/miniProgram'),
  'pages-sub/iot/machineCode/recharge/official': () =>
    import('@/pages/pages-sub/iot/machineCode/recharge/official'),
  'pages-sub/iot/machineCode/recharge/scan': () =>
    import('@/pages/pages-sub/iot/machineCode/recharge/scan'),
  'pages-sub/iot/machineCode/recharge/rechargeNumber': () =>
    import('@/pages/pages-sub/iot/machineCode/recharge/rechargeNumber'),
  'pages-sub/iot/machineCode/recharge/onlineService': () =>
    import('@/pages/pages-sub/iot/machineCode/recharge/onlineService'),
  'pages-sub/iot/machineCode/recharge/phoneService': () =>
    import('@/pages/pages-sub/iot/machineCode/recharge/phoneService'),
  'pages-sub/iot/machineCode/recharge/videoTutorial': () =>
    import('@/pages/pages-sub/iot/machineCode/recharge/videoTutorial'),
  'pages-sub/iot/machineCode/recharge/richText': () =>
    import('@/pages/pages-sub/iot/machineCode/recharge/richText'),
} satisfies PageLoaders<(typeof iotServicesRoutes)[number]['path']>;
