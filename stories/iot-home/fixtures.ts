import type { SimInfo } from '../../src/api/types';
import type { VipOrder } from '../../src/domain/iot';
import type { SimLayout, SimLayoutMenu } from '../../src/domain/layout';
import type { CarouselItem } from '../../src/domain/site';
import { runningOrder } from '../../src/mocks/db/seed/layouts';

/** The fixed moment every IoT home story renders at: 22 Nov 2026, 10:00 local time. */
export const STORY_NOW = new Date(2026, 10, 22, 10, 0, 0);

const svgData = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A square menu icon: a coloured tile with a white glyph path (24 x 24 grid). */
function tile(color: string, path: string): string {
  return svgData(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${color}"/><g transform="translate(12 12)" fill="#fff"><path d="${path}"/></g></svg>`,
  );
}

/** A wide banner: a two-colour gradient with a big title drawn into the image. */
function banner(from: string, to: string, text: string): string {
  return svgData(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 690 260"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="690" height="260" rx="24" fill="url(#g)"/><circle cx="600" cy="60" r="120" fill="#fff" opacity="0.12"/><text x="48" y="150" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">${text}</text></svg>`,
  );
}

const GLYPH = {
  box: 'M12 2 3 7v10l9 5 9-5V7zm0 2.3L18.5 8 12 11.7 5.5 8zM5 9.7l6 3.4v6.6l-6-3.4zm8 10v-6.6l6-3.4v6.6z',
  coin: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15v2h-2v-2H8v-2h5a1 1 0 0 0 0-2h-2a3 3 0 0 1 0-6V5h2v2h3v2h-5a1 1 0 0 0 0 2h2a3 3 0 0 1 0 6z',
  id: 'M3 5h18v14H3zm2 2v10h14V7zm2 2h4v4H7zm6 0h4v2h-4zm0 3h4v2h-4zm-6 3h10v1H7z',
  list: 'M4 5h16v2H4zm0 6h16v2H4zm0 6h10v2H4z',
  ticket: 'M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zm6 2v2h2V8zm0 4v2h2v-2zm0 4v1h2v-1z',
  gift: 'M4 10h16v4H4zm1 5h6v6H5zm8 0h6v6h-6zM12 4c1-2 5-2 5 1s-5 2-5 3c0-1-5 0-5-3s4-3 5-1z',
  signal: 'M3 19h3v3H3zm5-4h3v7H8zm5-5h3v12h-3zm5-6h3v18h-3z',
  chart: 'M3 20h18v2H3zm2-8h3v7H5zm5-5h3v12h-3zm5 3h3v9h-3z',
  router:
    'M4 14h16v6H4zm3 2v2h2v-2zm4 0v2h2v-2zM11 4h2v9h-2zM7 6a7 7 0 0 1 10 0l-1.4 1.4a5 5 0 0 0-7.2 0z',
  headset:
    'M12 2a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h2v-8H5v-1a7 7 0 0 1 14 0v1h-3v8h3v1h-6v2h6a2 2 0 0 0 2-2v-9a9 9 0 0 0-9-9z',
  crown: 'M3 7l5 4 4-7 4 7 5-4-2 12H5zm2 13h14v2H5z',
  flag: 'M5 2h2v20H5zm3 1h11l-3 4 3 4H8z',
};

const menu = (
  title: string,
  color: string,
  glyph: keyof typeof GLYPH,
  path: string,
  extra: Partial<SimLayoutMenu> = {},
): SimLayoutMenu => ({
  type: 'page',
  title,
  icon: tile(color, GLYPH[glyph]),
  path,
  switch: true,
  ...extra,
});

/** Twelve menus, more than the default 10, so "more" shows. */
export const manyMenus: SimLayoutMenu[] = [
  menu('Packages', '#1a6fe0', 'box', 'pages/iot/index/package/index', { badge: 'Hot' }),
  menu('Top up', '#ff7a00', 'coin', 'pages/iot/index/balance/index'),
  menu('Real-name', '#018d71', 'id', 'pages/iot/index/realnameAuth/index'),
  menu('Orders', '#555555', 'list', 'pages/iot/index/orderLogs/index'),
  menu('Coupons', '#d4380d', 'ticket', 'pages/iot/index/couponChoose/index'),
  menu('Points shop', '#c59a2f', 'gift', 'pages-sub/iot/integralShop/index'),
  menu('Switch network', '#1a6fe0', 'signal', 'pages/iot/index/switchNet/index'),
  menu('Usage history', '#018d71', 'chart', 'pages-sub/iot/historyLine/index'),
  menu('Device', '#555555', 'router', 'pages-sub/iot/deviceManage/index'),
  menu('Service', '#07a883', 'headset', 'pages/iot/index/customer/index'),
  menu('VIP', '#c59a2f', 'crown', 'pages-sub/iot/vip/index'),
  menu('Tasks', '#ee0a24', 'flag', 'pages-sub/iot/task/index'),
];

const zhTitles = [
  '套餐',
  '充值',
  '实名认证',
  '订单',
  '优惠券',
  '积分商城',
  '切换网络',
  '用量记录',
  '设备管理',
  '客服',
  '会员',
  '任务',
];

/** The same twelve menus with Simplified Chinese titles. */
export const manyMenusZh: SimLayoutMenu[] = manyMenus.map((item, index) => ({
  ...item,
  title: zhTitles[index],
  badge: item.badge ? '热' : undefined,
}));

export const carousels: CarouselItem[] = [
  {
    image: banner('#018d71', '#07a883', 'Double data weekend'),
    title: 'Double data weekend',
    link: 'pages/iot/index/package/index',
  },
  {
    image: banner('#1a6fe0', '#018d71', 'Invite a friend, get 5 GB'),
    title: 'Invite a friend, get 5 GB',
    link: 'https://example.com/invite',
  },
  {
    image: banner('#d4380d', '#ff7a00', 'Flash sale at 20:00'),
    title: 'Flash sale at 20:00',
    link: '',
  },
];

/** Default header, many menus (collapsing into "more"), a four-item tab bar with one switched off. */
export const defaultLayout: SimLayout = {
  id: 1,
  name: 'Star IoT',
  refreshSwitch: true,
  packageLamp: true,
  notice:
    'Network maintenance on 25 November from 01:00 to 03:00; data may be slow during that window.',
  maxMenuTimes: 10,
  menus: manyMenus,
  carousels,
  popup: {
    switch: false,
    title: 'Welcome',
    content: '<p>Thanks for choosing Star IoT.</p>',
  },
  tabBar: {
    switch: true,
    middleBulge: false,
    items: [
      { path: 'pages/iot/index/index', switch: true, text: 'Home' },
      { path: 'pages/iot/index/package/index', switch: true, text: 'Packages' },
      { path: 'pages/iot/index/customer/index', switch: false, text: 'Service' },
      { path: 'pages-sub/iot/user/index', switch: true, text: 'Mine' },
    ],
  },
  index: {
    header: { key: 'default', data: { showGreeting: true } },
    elements: [
      { key: 'statusTips', switch: true },
      { key: 'notice', switch: true },
      { key: 'flowCard', switch: true, title: 'My data' },
      { key: 'menus', switch: true, title: 'Services' },
      { key: 'swiper', switch: true },
      { key: 'warranty', switch: true },
      { key: 'itemCard', switch: true, title: 'Card details' },
    ],
  },
};

/** Gradual header, six menus with maxMenuTimes 4, a popup, a five-item tab bar with a bulge. */
export const gradualLayout: SimLayout = {
  id: 2,
  name: 'Blue Sky Data',
  refreshSwitch: true,
  notice: 'New: flash sale packages every evening at 20:00.',
  maxMenuTimes: 4,
  menus: manyMenus.slice(0, 6),
  carousels: carousels.slice(0, 2),
  popup: {
    switch: true,
    title: 'Holiday offer',
    content:
      '<p>Buy any <strong>yearly package</strong> before 31 December and get 3 months free.</p>',
  },
  tabBar: {
    switch: true,
    middleBulge: true,
    items: [
      { path: 'pages/iot/index/index', switch: true, text: 'Home' },
      { path: 'pages/iot/index/orderLogs/index', switch: true, text: 'Orders' },
      { path: 'pages/iot/index/package/index', switch: true, text: 'Buy' },
      { path: 'pages/iot/index/customer/index', switch: true, text: 'Service' },
      { path: 'pages-sub/iot/user/index', switch: true, text: 'Mine' },
    ],
  },
  index: {
    header: { key: 'gradual', data: { showGreeting: true } },
    elements: [
      { key: 'flowCard', switch: true },
      { key: 'swiper', switch: true },
      { key: 'menus', switch: true },
      { key: 'notice', switch: true },
      { key: 'liveStream', switch: true },
      { key: 'warranty', switch: false },
    ],
  },
};

/** Simple header, three menus, no notice, no tab bar. */
export const simpleLayout: SimLayout = {
  id: 3,
  name: 'Plain Card',
  refreshSwitch: false,
  notice: '',
  menus: manyMenus.slice(0, 3),
  carousels: [],
  popup: { switch: false, title: '', content: '' },
  tabBar: { switch: false, items: [] },
  index: {
    header: { key: 'simple', data: {} },
    elements: [
      { key: 'statusTips', switch: true },
      { key: 'menus', switch: true },
      { key: 'flowCard', switch: true },
    ],
  },
};

export const LAYOUT_PRESETS = {
  default: defaultLayout,
  gradual: gradualLayout,
  simple: simpleLayout,
} as const;

/** An ordinary mobile card in good standing. */
export const ordinarySim: SimInfo = {
  simNo: '1440123456789',
  iccid: '89860412345678901234',
  imsi: '460041234567890',
  imei: '865432109876543',
  mobile: '13812345678',
  balance: 36.5,
  arrearsBalance: 0,
  integral: 1280,
  couponCoin: 15,
  simStatus: 1,
  authStatus: 1,
  authPlatformStatus: 1,
  internetStatus: 1,
  onlineStatus: 1,
  cancelStatus: 0,
  replaceStatus: 0,
  totalFlow: 10240,
  useFlow: 3584,
  status: 1,
  endAt: '2027-03-31 23:59:59',
  operatorType: 4,
  operatorTypeName: 'China Mobile',
  dayUseFlow: 120.5,
  monthUseFlow: 3584,
  surplusFlow: 6656,
  surplusUnit: 'MB',
  needBuyCoupon: false,
  bindPhoneMode: 1,
  apn: 'cmiot',
  needBuyPackage: false,
  needAuth: false,
  needPlatformAuth: false,
  existPayPassword: true,
  sourceType: 1,
  isInfiniteFlow: false,
  breakRuleId: 0,
  warrantyExpireDate: '2027-06-30',
  warrantyExpireTag: '1 year',
  warrantyContent: '<p>Free replacement of a faulty card within the warranty period.</p>',
};

/** A router (device) card: the device number shows instead of the card number. */
export const deviceSim: SimInfo = {
  ...ordinarySim,
  simNo: '1440987654321',
  sourceType: 2,
  deviceNo: 'MIFI-2026-000317',
  operatorType: 99,
  operatorTypeName: 'Device',
  onlineStatus: 0,
};

/** A telecom card in arrears. */
export const arrearsSim: SimInfo = {
  ...ordinarySim,
  simNo: '1410555501234',
  operatorType: 1,
  balance: -12.3,
  arrearsBalance: 12.3,
  simStatus: 2,
};

/** A card restricted by a break rule that the user may lift. */
export const breakSim: SimInfo = {
  ...ordinarySim,
  breakRuleId: 7,
  breakTips: 'This card was used in a device that is not allowed by the package terms.',
  breakNoClose: false,
  breakRemoveAt: '2026-11-23 10:00:00',
  allowRemoveBreak: true,
};

/** A unicom card that must finish real-name verification and has no package. */
export const realNameSim: SimInfo = {
  ...ordinarySim,
  simNo: '1460222203333',
  operatorType: 2,
  authStatus: 0,
  needAuth: true,
  needBuyPackage: true,
  status: 3,
  totalFlow: 0,
  useFlow: 0,
  surplusFlow: 0,
  dayUseFlow: 0,
  monthUseFlow: 0,
};

const vipOrder: VipOrder = {
  id: 11,
  simId: 1,
  vipId: 2,
  uuid: 'vip-0011',
  orderSn: 'V2026112200011',
  placeType: 1,
  actualPayMoney: 19.9,
  vipName: 'Gold member',
  logo: '',
  packagePrice: 29.9,
  privileges: { gi: '', items: [] },
  ...runningOrder('2026-11-01 00:00:00', '2027-10-31 23:59:59'),
};

/** A card with an active VIP membership. */
export const vipSim: SimInfo = { ...ordinarySim, balance: 288, vipOrder };

/** A broadcast card on an unlimited plan. */
export const infiniteSim: SimInfo = {
  ...ordinarySim,
  simNo: '1920001112222',
  operatorType: 3,
  isInfiniteFlow: true,
  totalFlow: -1,
  useFlow: 204800,
  surplusFlow: undefined,
  monthUseFlow: 51200,
};

/** A card whose package ends in 8 days and whose warranty has ended. */
export const expiringSim: SimInfo = {
  ...ordinarySim,
  endAt: '2026-11-30 23:59:59',
  useFlow: 9830,
  surplusFlow: 410,
  warrantyExpireDate: '2026-10-01',
};

export const SIM_PRESETS = {
  ordinary: ordinarySim,
  device: deviceSim,
  arrears: arrearsSim,
  break: breakSim,
  realName: realNameSim,
  vip: vipSim,
  infinite: infiniteSim,
  expiring: expiringSim,
} as const;
