import type { RouteDef } from '../types';

/** IoT services: points shop, tasks, Wi-Fi and device, machine-code recharge, user centre, VIP. */
export const iotServicesRoutes: readonly RouteDef[] = [
  {
    path: 'pages-sub/iot/integralShop/index',
    titleKey: 'iotServices.titles.integralShop',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/integralShop/index'),
  },
  {
    path: 'pages-sub/iot/integralShop/details',
    titleKey: 'iotServices.titles.goodsDetails',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/integralShop/details'),
  },
  {
    path: 'pages-sub/iot/integralShop/payment',
    titleKey: 'iotServices.titles.payment',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/integralShop/payment'),
  },
  {
    path: 'pages-sub/iot/integralShop/cashier',
    titleKey: 'iotServices.titles.cashier',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/integralShop/cashier'),
  },
  {
    path: 'pages-sub/iot/integralShop/address/index',
    titleKey: 'iotServices.titles.addressList',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/integralShop/address/index'),
  },
  {
    path: 'pages-sub/iot/integralShop/address/edit',
    titleKey: 'iotServices.titles.addressEdit',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/integralShop/address/edit'),
  },
  {
    path: 'pages-sub/iot/integralShop/storePoint',
    titleKey: 'iotServices.titles.storePoint',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/integralShop/storePoint'),
  },
  {
    path: 'pages-sub/iot/integralShop/order/index',
    titleKey: 'iotServices.titles.pointsOrders',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/integralShop/order/index'),
  },
  {
    path: 'pages-sub/iot/integralShop/order/details',
    titleKey: 'iotServices.titles.pointsOrderDetails',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/integralShop/order/details'),
  },
  {
    path: 'pages-sub/iot/integralLog/index',
    titleKey: 'iotServices.titles.integralLog',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/integralLog/index'),
  },
  {
    path: 'pages-sub/iot/task/index',
    titleKey: 'iotServices.titles.task',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/task/index'),
  },
  {
    path: 'pages-sub/iot/task/landscape',
    titleKey: 'iotServices.titles.taskLandscape',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/task/landscape'),
  },
  {
    path: 'pages-sub/iot/protocol/index',
    titleKey: 'iotServices.titles.protocol',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/protocol/index'),
  },
  {
    path: 'pages-sub/iot/protocol/taskRule',
    titleKey: 'iotServices.titles.taskRule',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/protocol/taskRule'),
  },
  {
    path: 'pages-sub/wifi/index',
    titleKey: 'iotServices.titles.wifi',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/wifi/index'),
  },
  {
    path: 'pages-sub/wifi/connect',
    titleKey: 'iotServices.titles.wifiConnect',
    load: () => import('@/pages/pages-sub/wifi/connect'),
  },
  {
    path: 'pages-sub/wifi/share',
    titleKey: 'iotServices.titles.wifiShare',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/wifi/share'),
  },
  {
    path: 'pages-sub/iot/deviceManage/index',
    titleKey: 'iotServices.titles.deviceManage',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/deviceManage/index'),
  },
  {
    path: 'pages-sub/iot/deviceManage/setSsidPwd',
    titleKey: 'iotServices.titles.setSsidPwd',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/deviceManage/setSsidPwd'),
  },
  {
    path: 'pages-sub/iot/deviceTerminalAuth/index',
    titleKey: 'iotServices.titles.deviceTerminalAuth',
    auth: 'iot',
    load: () => import('@/pages/pages-sub/iot/deviceTerminalAuth/index'),
  },
];
