import type {
  AccelerateOrder,
  SimLayout,
  SimLayoutMenu,
  SimLayoutTabBar,
  VipOrder,
  WifiConfig,
} from '@/api/types';

const menus = (titles: [string, string, string][]): SimLayoutMenu[] =>
  titles.map(([title, icon, path]) => ({
    type: path.startsWith('http') ? 'url' : 'page',
    title,
    icon,
    ...(path.startsWith('http') ? { url: path } : { path }),
    switch: true,
  }));

const BASE_MENUS = menus([
  ['套餐订购', 'package', '/pages/iot/index/package/index'],
  ['余额充值', 'balance', '/pages/iot/index/balance/index'],
  ['充值活动', 'coupon', '/pages/iot/index/couponChoose/index'],
  ['订单记录', 'order', '/pages/iot/index/orderLogs/index'],
  ['实名认证', 'realname', '/pages/iot/index/realnameAuth/index'],
  ['绑定手机', 'phone', '/pages/iot/index/bindPhone/index'],
  ['积分商城', 'points', '/pages-sub/iot/integralShop/index'],
  ['任务中心', 'task', '/pages-sub/iot/task/index'],
  ['支付密码', 'lock', '/pages/iot/index/payPassword/index'],
  ['自动续费', 'renew', '/pages/iot/index/setRenew/index'],
  ['用量记录', 'chart', '/pages-sub/iot/historyLine/index'],
  ['联系客服', 'service', '/pages/iot/index/customer/index'],
]);

const tabBar = (user: boolean, more: boolean): SimLayoutTabBar => ({
  switch: true,
  middleBulge: false,
  items: [
    { path: 'pages/iot/index/index', switch: true, text: '首页' },
    { path: 'pages/iot/index/moreMenu/index', switch: more, text: '全部' },
    { path: 'pages/iot/index/customer/index', switch: true, text: '客服' },
    { path: 'pages-sub/iot/user/index', switch: user, text: '我的' },
  ],
});

const USER_ELEMENTS = [
  { key: 'asset', switch: true },
  { key: 'vip', switch: true },
  { key: 'service', switch: true },
];

/**
 * Card layouts, reachable in preview as iotPreview=IotLayout:{id}. Their header colours pass 4.5:1
 * with their text (the header draws a layout's colours as configured).
 */
export const LAYOUTS: SimLayout[] = [
  {
    id: 1,
    name: '经典蓝',
    logo: '/static/layout/logo-blue.png',
    avatar: '/static/layout/avatar.png',
    refreshSwitch: true,
    packageLamp: true,
    kefuUrl: 'https://kefu.example.com/chat?promo={promoCode}&sim={simNo}',
    notice: '国庆期间套餐订购享 9 折优惠，详情见充值活动。',
    maxMenuTimes: 10,
    menus: BASE_MENUS,
    carousels: [
      {
        image: '/static/layout/banner-1.png',
        title: '充值活动',
        link: '/pages/iot/index/couponChoose/index',
      },
      {
        image: '/static/layout/banner-2.png',
        title: '积分商城',
        link: '/pages-sub/iot/integralShop/index',
      },
    ],
    popup: {
      switch: true,
      title: '温馨提示',
      content: '<p>请及时完成实名认证，以免影响使用。</p>',
    },
    tabBar: tabBar(true, true),
    user: { elements: USER_ELEMENTS, carousels: [], maxMenuTimes: 8, service: BASE_MENUS.slice(8) },
    index: {
      elements: [
        { key: 'statusTips', switch: true },
        { key: 'flowCard', switch: true },
        { key: 'notice', switch: true },
        { key: 'menus', switch: true },
        { key: 'swiper', switch: true },
        { key: 'warranty', switch: true },
      ],
      header: {
        key: 'default',
        data: { background: '#01866b', color: '#ffffff', showGreeting: true },
      },
    },
  },
  {
    id: 2,
    name: '渐变橙',
    logo: '/static/layout/logo-orange.png',
    avatar: '/static/layout/avatar.png',
    refreshSwitch: true,
    packageLamp: false,
    kefuUrl: '',
    notice: '设备重启后约 2 分钟恢复联网。',
    maxMenuTimes: 8,
    menus: [
      ...menus([
        ['设备管理', 'device', '/pages-sub/iot/deviceManage/index'],
        ['WiFi 分享', 'wifi', '/pages-sub/wifi/index'],
        ['切换网络', 'switch', '/pages/iot/index/switchNet/index'],
        ['加速包', 'speed', '/pages-sub/iot/accelerate/index'],
      ]),
      ...BASE_MENUS.slice(0, 6),
      { type: 'miniProgram', title: '小程序', icon: 'mini', switch: true },
    ],
    carousels: [{ image: '/static/layout/banner-3.png', title: '5G 随身 WiFi', link: '' }],
    popup: { switch: false, title: '', content: '' },
    tabBar: tabBar(true, false),
    user: { elements: USER_ELEMENTS, carousels: [], maxMenuTimes: 8, service: [] },
    index: {
      elements: [
        { key: 'flowCard', switch: true },
        { key: 'menus', switch: true },
        { key: 'itemCard', switch: true, title: '设备信息' },
        { key: 'notice', switch: true },
      ],
      header: {
        key: 'gradual',
        data: {
          background: '#b35530',
          backgroundEnd: '#8c6a3a',
          color: '#ffffff',
          showGreeting: true,
        },
      },
    },
  },
  {
    id: 3,
    name: '简约白',
    logo: '/static/layout/logo-white.png',
    avatar: '/static/layout/avatar.png',
    refreshSwitch: false,
    packageLamp: false,
    kefuUrl: 'https://kefu.example.com/chat',
    notice: '',
    maxMenuTimes: 6,
    menus: BASE_MENUS.slice(0, 8),
    carousels: [],
    popup: { switch: false, title: '', content: '' },
    tabBar: { switch: false, items: [] },
    user: { elements: USER_ELEMENTS.slice(0, 1), carousels: [], maxMenuTimes: 6, service: [] },
    index: {
      elements: [
        { key: 'statusTips', switch: true },
        { key: 'flowCard', switch: true },
        { key: 'menus', switch: true },
      ],
      header: {
        key: 'simple',
        data: { background: '#ffffff', color: '#333333', showGreeting: false },
      },
    },
  },
];

export const layoutById = (id: number): SimLayout | undefined => LAYOUTS.find((l) => l.id === id);

/** A device's Wi-Fi with both bands. */
export const deviceWifi = (): WifiConfig => ({
  connCount: 3,
  maxConnCount: 10,
  showWifi: true,
  switchWifi: true,
  wifiEncrypt: 'WPA2-PSK',
  wifiName: 'CardShop-MiFi-2.4G',
  wifiPass: '12345678',
  connCount5G: 1,
  maxConnCount5G: 10,
  showWifi5G: true,
  switchWifi5G: true,
  wifiEncrypt5G: 'WPA2-PSK',
  wifiName5G: 'CardShop-MiFi-5G',
  wifiPass5G: '87654321',
});

const VIP_PRIVILEGES = {
  gi: '/static/vip/crown.png',
  items: [
    { title: '专属客服', icon: 'service', desc: '7x24 小时一对一服务' },
    { title: '套餐九折', icon: 'discount', desc: '订购套餐享 9 折' },
    { title: '免费加速', icon: 'speed', desc: '每月赠送 1 次加速包' },
  ],
};

/** The fields of a paid order that is running from startAt to endAt (the story fixtures use it). */
export const runningOrder = (startAt: string, endAt: string) => ({
  startAt,
  endAt,
  validTag: 1,
  refundAt: '',
  refundRemark: '',
  refundType: 0,
  remark: '',
  status: 1,
  updatedAt: startAt,
  createdAt: startAt,
});

export function vipOrder(simId: number, startAt: string, endAt: string): VipOrder {
  return {
    id: 9001,
    simId,
    vipId: 1,
    uuid: 'vip-9001',
    orderSn: 'VIP202611010001',
    placeType: 1,
    actualPayMoney: 19.9,
    vipName: '黄金会员',
    logo: '/static/vip/gold.png',
    packagePrice: 29.9,
    privileges: VIP_PRIVILEGES,
    ...runningOrder(startAt, endAt),
  };
}

export function accelerateOrder(simId: number, startAt: string, endAt: string): AccelerateOrder {
  return {
    id: 8001,
    simId,
    accelerateId: 1,
    uuid: 'acc-8001',
    accelerateName: '5G 极速包 7 天',
    orderSn: 'ACC202611200001',
    placeType: 1,
    actualPayMoney: 9.9,
    speedCode: 'SPD300',
    ...runningOrder(startAt, endAt),
  };
}

export { VIP_PRIVILEGES };
