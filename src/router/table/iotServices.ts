import type { RouteDef } from '../types';

/** IoT services: points shop, tasks, Wi-Fi and device, machine-code recharge, user centre, VIP. */
export const iotServicesRoutes = [
  {
    path: 'pages-sub/iot/integralShop/index',
    titleKey: 'iotServices.titles.integralShop',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/integralShop/details',
    titleKey: 'iotServices.titles.goodsDetails',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/integralShop/payment',
    titleKey: 'iotServices.titles.payment',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/integralShop/cashier',
    titleKey: 'iotServices.titles.cashier',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/integralShop/address/index',
    titleKey: 'iotServices.titles.addressList',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/integralShop/address/edit',
    titleKey: 'iotServices.titles.addressEdit',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/integralShop/storePoint',
    titleKey: 'iotServices.titles.storePoint',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/integralShop/order/index',
    titleKey: 'iotServices.titles.pointsOrders',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/integralShop/order/details',
    titleKey: 'iotServices.titles.pointsOrderDetails',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/integralLog/index',
    titleKey: 'iotServices.titles.integralLog',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/task/index',
    titleKey: 'iotServices.titles.task',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/task/landscape',
    titleKey: 'iotServices.titles.taskLandscape',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/protocol/index',
    titleKey: 'iotServices.titles.protocol',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/protocol/taskRule',
    titleKey: 'iotServices.titles.taskRule',
    auth: 'iot',
  },
  {
    path: 'pages-sub/wifi/index',
    titleKey: 'iotServices.titles.wifi',
    auth: 'iot',
  },
  {
    path: 'pages-sub/wifi/connect',
    titleKey: 'iotServices.titles.wifiConnect',
  },
  {
    path: 'pages-sub/wifi/share',
    titleKey: 'iotServices.titles.wifiShare',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/deviceManage/index',
    titleKey: 'iotServices.titles.deviceManage',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/deviceManage/setSsidPwd',
    titleKey: 'iotServices.titles.setSsidPwd',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/deviceTerminalAuth/index',
    titleKey: 'iotServices.titles.deviceTerminalAuth',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/user/index',
    titleKey: 'iotServices.titles.user',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/user/asset',
    titleKey: 'iotServices.titles.asset',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/user/carousel',
    titleKey: 'iotServices.titles.carousel',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/user/service',
    titleKey: 'iotServices.titles.service',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/user/vip',
    titleKey: 'iotServices.titles.userVip',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/user/changeDevice',
    titleKey: 'iotServices.titles.changeDevice',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/user/moreMenu',
    titleKey: 'iotServices.titles.moreMenu',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/user/oauth',
    titleKey: 'iotServices.titles.oauth',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/vip/index',
    titleKey: 'iotServices.titles.vip',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/vip/pay',
    titleKey: 'iotServices.titles.vipPay',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/accelerate/index',
    titleKey: 'iotServices.titles.accelerate',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/accelerate/cashier',
    titleKey: 'iotServices.titles.accelerateCashier',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/accelerate/order',
    titleKey: 'iotServices.titles.accelerateOrder',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/couponExchange/index',
    titleKey: 'iotServices.titles.couponExchange',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/couponExchange/order',
    titleKey: 'iotServices.titles.couponExchangeOrder',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/machineCode/index',
    titleKey: 'iotServices.titles.machineCode',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/machineCode/recharge/app',
    titleKey: 'iotServices.titles.rechargeApp',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/machineCode/recharge/button',
    titleKey: 'iotServices.titles.rechargeButton',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/machineCode/recharge/miniProgram',
    titleKey: 'iotServices.titles.rechargeMiniProgram',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/machineCode/recharge/official',
    titleKey: 'iotServices.titles.rechargeOfficial',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/machineCode/recharge/scan',
    titleKey: 'iotServices.titles.rechargeScan',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/machineCode/recharge/rechargeNumber',
    titleKey: 'iotServices.titles.rechargeNumber',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/machineCode/recharge/onlineService',
    titleKey: 'iotServices.titles.rechargeOnlineService',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/machineCode/recharge/phoneService',
    titleKey: 'iotServices.titles.rechargePhoneService',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/machineCode/recharge/videoTutorial',
    titleKey: 'iotServices.titles.rechargeVideoTutorial',
    auth: 'iot',
  },
  {
    path: 'pages-sub/iot/machineCode/recharge/richText',
    titleKey: 'iotServices.titles.rechargeRichText',
    auth: 'iot',
  },
] as const satisfies readonly RouteDef[];
