import type {
  AccelerateProduct,
  BalanceLog,
  BalanceOption,
  BalanceOrder,
  CouponActivity,
  CouponCoinLog,
  CouponExchangeItem,
  DownstreamAgent,
  GoodsGroup,
  IntegralLog,
  Logistics,
  NumberItem,
  PackageItem,
  PointsGoods,
  PointsOrder,
  QuestionItem,
  ShopOrder,
  SimAddress,
  SimInfo,
  SimOauth,
  SimPackageOrder,
  StorePoint,
  UserCoupon,
  VipProduct,
  WifiCode,
} from '@/api/types';
import { accelerateOrder, deviceWifi, layoutById, vipOrder, VIP_PRIVILEGES } from './cards';
import { seedGoods } from './goods';
import { seedNumbers } from './numbers';

/** Demo logins (also in the README). */
export const DEMO = {
  shopMobile: '13800138000',
  smsCode: '123456',
  cards: {
    ordinary: '1064800000001',
    arrears: '1064800000002',
    breakRule: '1064800000003',
    needsRealName: '1064800000004',
    vip: '1064800000005',
    infiniteFlow: '1064800000006',
    device: '1064800000007',
    password: '1064800000008',
    cancelled: '1064800000009',
  },
  deviceNo: 'MF8600000007',
  cardPassword: '888888',
  vipPayPassword: '135790',
  agentPromoCode: 'AGENT001',
} as const;

const DAY = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString();

/** One card of the demo with its server-side state. */
export interface DemoCard {
  id: number;
  info: SimInfo;
  layoutId: number;
  /** Login password (cardPasswordMode 1). */
  password: string;
  payPassword: string;
  renewPackageId: number;
  addresses: SimAddress[];
  packageOrders: SimPackageOrder[];
  balanceOrders: BalanceOrder[];
  balanceLogs: BalanceLog[];
  integralLogs: IntegralLog[];
  couponCoinLogs: CouponCoinLog[];
  coupons: UserCoupon[];
  pointsOrders: PointsOrder[];
  signedOn: string;
  signDays: number;
  oauths: SimOauth[];
}

function baseInfo(simNo: string, now: number, extra: Partial<SimInfo>): SimInfo {
  return {
    simNo,
    iccid: `898604${simNo.slice(-10)}0000`,
    imsi: `46000${simNo.slice(-10)}`,
    imei: '',
    mobile: '',
    balance: 58.5,
    arrearsBalance: 0,
    integral: 1280,
    couponCoin: 30,
    simStatus: 1,
    authStatus: 1,
    authPlatformStatus: 1,
    internetStatus: 1,
    onlineStatus: 1,
    cancelStatus: 0,
    replaceStatus: 0,
    totalFlow: 30720,
    useFlow: 10240,
    status: 1,
    endAt: iso(now + 40 * DAY),
    lastRobinAt: iso(now - 15 * 60_000),
    createdAt: iso(now - 200 * DAY),
    operatorType: 4,
    operatorTypeName: '中国移动',
    dayUseFlow: 512,
    monthUseFlow: 10240,
    surplusFlow: 20,
    surplusTime: 40,
    surplusUnit: 'GB',
    surplusTimeTips: '',
    needBuyCoupon: false,
    bindPhoneMode: 1,
    apn: 'cmnet',
    simLayout: null,
    promoCode: DEMO.agentPromoCode,
    needBuyPackage: false,
    needAuth: false,
    needPlatformAuth: false,
    platformAuthType: 1,
    existPayPassword: false,
    cardPasswordMode: 0,
    sourceType: 1,
    deviceNo: '',
    isInfiniteFlow: false,
    rechargeTimes: 3,
    numbAuth: 1,
    breakRuleId: 0,
    breakTips: '',
    breakNoClose: false,
    breakRemoveAt: '',
    allowRemoveBreak: false,
    breakPopupAttr: null,
    device: null,
    viceSims: [],
    volumePackageId: 0,
    volume: null,
    simShopLayout: { domain: 'https://img.example.com' },
    vipOrder: null,
    accelerateOrder: null,
    hasAccelerate: false,
    deviceNetworkMode: 1,
    warrantyExpireDate: '',
    warrantyExpireTag: '',
    warrantyContent: '',
    wifiConfig: null,
    ...extra,
  };
}

function card(
  id: number,
  simNo: string,
  layoutId: number,
  now: number,
  extra: Partial<SimInfo>,
  state: Partial<DemoCard> = {},
): DemoCard {
  const address: SimAddress = {
    id: id * 100 + 1,
    name: '张三',
    mobile: '13800138000',
    provinceCode: '440000',
    province: '广东省',
    cityCode: '440300',
    city: '深圳市',
    countyCode: '440305',
    county: '南山区',
    detail: '科技园南区 1 栋 101',
    isDefault: true,
  };
  return {
    id,
    info: baseInfo(simNo, now, extra),
    layoutId,
    password: '',
    payPassword: '',
    renewPackageId: 0,
    addresses: [address],
    packageOrders: [
      {
        id: id * 1000 + 1,
        orderSn: `PKG${simNo.slice(-6)}0001`,
        packageName: '月包 30G',
        payMoney: 29,
        payType: 'wechat',
        status: 1,
        startAt: iso(now - 20 * DAY),
        endAt: iso(now + 10 * DAY),
        createdAt: iso(now - 20 * DAY),
      },
    ],
    balanceOrders: [
      {
        id: id * 1000 + 1,
        orderSn: `BAL${simNo.slice(-6)}0001`,
        money: 50,
        giveMoney: 5,
        status: 1,
        createdAt: iso(now - 30 * DAY),
      },
    ],
    balanceLogs: [
      {
        id: id * 1000 + 2,
        money: -29,
        after: 58.5,
        remark: '订购套餐 月包 30G',
        createdAt: iso(now - 20 * DAY),
      },
      {
        id: id * 1000 + 1,
        money: 55,
        after: 87.5,
        remark: '余额充值',
        createdAt: iso(now - 30 * DAY),
      },
    ],
    integralLogs: [
      {
        id: id * 1000 + 1,
        integral: 100,
        after: 1280,
        remark: '每日签到',
        createdAt: iso(now - DAY),
      },
    ],
    couponCoinLogs: [
      {
        id: id * 1000 + 1,
        coin: 30,
        after: 30,
        remark: '充值赠送',
        createdAt: iso(now - 30 * DAY),
      },
    ],
    coupons: [
      {
        id: id * 100 + 1,
        couponId: 1,
        name: '满 20 减 5',
        type: 1,
        value: 5,
        minSpend: 20,
        startAt: iso(now - 5 * DAY),
        endAt: iso(now + 25 * DAY),
        state: 1,
        reason: '',
      },
      {
        id: id * 100 + 2,
        couponId: 2,
        name: '套餐 9 折券',
        type: 2,
        value: 0.9,
        minSpend: 0,
        startAt: iso(now - 5 * DAY),
        endAt: iso(now + 25 * DAY),
        state: 1,
        reason: '',
      },
      {
        id: id * 100 + 3,
        couponId: 3,
        name: '满 100 减 30',
        type: 1,
        value: 30,
        minSpend: 100,
        startAt: iso(now - 5 * DAY),
        endAt: iso(now + 25 * DAY),
        state: 1,
        reason: '',
      },
      {
        id: id * 100 + 4,
        couponId: 4,
        name: '新人 10 元券',
        type: 1,
        value: 10,
        minSpend: 0,
        startAt: iso(now - 60 * DAY),
        endAt: iso(now - 30 * DAY),
        state: 3,
        reason: '',
      },
    ],
    pointsOrders: [],
    signedOn: '',
    signDays: 2,
    oauths: [
      {
        id: id * 10 + 1,
        platform: 'wechat',
        nickname: '微信用户',
        avatar: '/static/avatar/wx.png',
        createdAt: iso(now - 100 * DAY),
      },
    ],
    ...state,
  };
}

function seedCards(now: number): DemoCard[] {
  const c = DEMO.cards;
  return [
    card(1, c.ordinary, 1, now, {}),
    card(2, c.arrears, 1, now, {
      balance: 0,
      arrearsBalance: 23.6,
      simStatus: 2,
      internetStatus: 0,
      status: 3,
      needBuyPackage: true,
      totalFlow: 0,
      useFlow: 0,
      surplusFlow: 0,
      surplusTime: 0,
      endAt: iso(now - 3 * DAY),
      surplusTimeTips: '套餐已到期，请续费后使用',
    }),
    card(3, c.breakRule, 1, now, {
      operatorType: 1,
      operatorTypeName: '中国电信',
      breakRuleId: 5,
      breakTips: '<p>检测到该卡在非绑定设备中使用，已暂停上网。</p>',
      breakNoClose: true,
      allowRemoveBreak: true,
      breakRemoveAt: iso(now + 2 * DAY),
      internetStatus: 0,
      breakPopupAttr: {
        title: '违规使用提醒',
        buttonText: '解除限制',
        buttonLink: '',
        image: '/static/break.png',
      },
    }),
    card(4, c.needsRealName, 3, now, {
      operatorType: 2,
      operatorTypeName: '中国联通',
      authStatus: 0,
      authPlatformStatus: 0,
      needAuth: true,
      needPlatformAuth: true,
      internetStatus: 0,
      numbAuth: 0,
    }),
    card(
      5,
      c.vip,
      1,
      now,
      {
        balance: 200,
        existPayPassword: true,
        vipOrder: vipOrder(5, iso(now - 20 * DAY), iso(now + 345 * DAY)),
        accelerateOrder: accelerateOrder(5, iso(now - DAY), iso(now + 6 * DAY)),
        hasAccelerate: true,
        mobile: '13900139000',
        warrantyExpireDate: iso(now + 20 * DAY),
        warrantyExpireTag: '保修即将到期',
        warrantyContent: '<p>整机保修一年，非人为损坏免费换新。</p>',
      },
      { payPassword: DEMO.vipPayPassword },
    ),
    card(6, c.infiniteFlow, 3, now, {
      operatorType: 3,
      operatorTypeName: '中国广电',
      isInfiniteFlow: true,
      totalFlow: -1,
      useFlow: 88_000,
      surplusFlow: 0,
      surplusUnit: 'GB',
      volumePackageId: 3,
      volume: { useFlow: 2048, totalMoney: 6, gPrice: 3 },
    }),
    card(7, c.device, 2, now, {
      operatorType: 99,
      operatorTypeName: '随身 WiFi',
      sourceType: 2,
      deviceNo: DEMO.deviceNo,
      imei: '860000000000007',
      device: { wifiEncrypt: 'WPA2-PSK' },
      wifiConfig: deviceWifi(),
      deviceNetworkMode: 2,
      viceSims: [
        {
          simNo: c.device,
          iccid: '89860400000000070001',
          operatorType: 4,
          operatorTypeName: '中国移动',
          current: true,
        },
        {
          simNo: '1064800000017',
          iccid: '89860300000000170001',
          operatorType: 1,
          operatorTypeName: '中国电信',
          current: false,
        },
        {
          simNo: '1064800000027',
          iccid: '89860100000000270001',
          operatorType: 2,
          operatorTypeName: '中国联通',
          current: false,
        },
      ],
      warrantyExpireDate: iso(now + 300 * DAY),
      warrantyExpireTag: '保修中',
      warrantyContent: '<p>设备保修一年。</p>',
    }),
    card(8, c.password, 1, now, { cardPasswordMode: 1 }, { password: DEMO.cardPassword }),
    // Cancelled by the operator: it still logs in, and the app says the card can no longer be used.
    card(9, c.cancelled, 1, now, { cancelStatus: 2, simStatus: 4, internetStatus: 0 }),
  ];
}

/** Ordinary packages (seckill ones are computed against the clock in the handler). */
export const PACKAGES: PackageItem[] = [
  {
    id: 1,
    name: '月包 30G',
    price: 29,
    originalPrice: 39,
    flow: 30720,
    duration: 1,
    durationUnit: 2,
    desc: '当月有效，全国通用',
    tags: ['热销'],
    seckill: false,
    seckillStartAt: '',
    seckillEndAt: '',
    seckillStock: 0,
    recommend: true,
    renewable: true,
    effectModes: [1, 2],
  },
  {
    id: 2,
    name: '月包 100G',
    price: 59,
    originalPrice: 79,
    flow: 102400,
    duration: 1,
    durationUnit: 2,
    desc: '当月有效，全国通用',
    tags: [],
    seckill: false,
    seckillStartAt: '',
    seckillEndAt: '',
    seckillStock: 0,
    recommend: false,
    renewable: true,
    effectModes: [1, 2],
  },
  {
    id: 3,
    name: '季包 300G',
    price: 159,
    originalPrice: 237,
    flow: 307200,
    duration: 3,
    durationUnit: 2,
    desc: '三个月有效',
    tags: ['省 78 元'],
    seckill: false,
    seckillStartAt: '',
    seckillEndAt: '',
    seckillStock: 0,
    recommend: false,
    renewable: false,
    effectModes: [1],
  },
  {
    id: 4,
    name: '年包 无限流量',
    price: 499,
    originalPrice: 699,
    flow: -1,
    duration: 1,
    durationUnit: 3,
    desc: '一年有效，不限量',
    tags: ['不限量'],
    seckill: false,
    seckillStartAt: '',
    seckillEndAt: '',
    seckillStock: 0,
    recommend: false,
    renewable: false,
    effectModes: [1],
  },
  {
    id: 5,
    name: '日包 5G',
    price: 3,
    originalPrice: 5,
    flow: 5120,
    duration: 1,
    durationUnit: 1,
    desc: '当日有效',
    tags: [],
    seckill: false,
    seckillStartAt: '',
    seckillEndAt: '',
    seckillStock: 0,
    recommend: false,
    renewable: false,
    effectModes: [1],
  },
  {
    id: 6,
    name: '终身包 1T',
    price: 999,
    originalPrice: 1999,
    flow: 1048576,
    duration: 20,
    durationUnit: 3,
    desc: '长期有效',
    tags: [],
    seckill: false,
    seckillStartAt: '',
    seckillEndAt: '',
    seckillStock: 0,
    recommend: false,
    renewable: false,
    effectModes: [1],
  },
];

/**
 * Seckill packages: one window running from the top of the current hour to the next, one starting
 * when it ends. Both are relative to the server's clock.
 */
export function seckillPackages(now: number): PackageItem[] {
  const hour = 3_600_000;
  const start = Math.floor(now / hour) * hour;
  return [
    {
      ...PACKAGES[1],
      id: 11,
      name: '秒杀 月包 100G',
      price: 19.9,
      seckill: true,
      seckillStartAt: iso(start),
      seckillEndAt: iso(start + hour),
      seckillStock: 37,
      tags: ['限时秒杀'],
      recommend: false,
      renewable: false,
      effectModes: [1],
    },
    {
      ...PACKAGES[2],
      id: 12,
      name: '秒杀 季包 300G',
      price: 99,
      seckill: true,
      seckillStartAt: iso(start + hour),
      seckillEndAt: iso(start + 2 * hour),
      seckillStock: 20,
      tags: ['即将开抢'],
      recommend: false,
      renewable: false,
      effectModes: [1],
    },
  ];
}

export const BALANCE_OPTIONS: BalanceOption[] = [
  { id: 1, money: 30, giveMoney: 0, title: '30 元' },
  { id: 2, money: 50, giveMoney: 5, title: '50 元 送 5 元' },
  { id: 3, money: 100, giveMoney: 15, title: '100 元 送 15 元' },
  { id: 4, money: 200, giveMoney: 40, title: '200 元 送 40 元' },
];

export const COUPON_ACTIVITIES: CouponActivity[] = [
  {
    id: 1,
    title: '充 100 得 130',
    price: 100,
    faceValue: 130,
    desc: '含 3 张 10 元套餐券',
    coupons: [{ name: '10 元套餐券', count: 3 }],
  },
  {
    id: 2,
    title: '充 50 得 60',
    price: 50,
    faceValue: 60,
    desc: '含 1 张 10 元套餐券',
    coupons: [{ name: '10 元套餐券', count: 1 }],
  },
];

export const VIP_PRODUCTS: VipProduct[] = [
  {
    id: 1,
    name: '黄金会员',
    logo: '/static/vip/gold.png',
    price: 19.9,
    originalPrice: 29.9,
    duration: 1,
    durationUnit: 3,
    privileges: VIP_PRIVILEGES,
  },
  {
    id: 2,
    name: '月度会员',
    logo: '/static/vip/silver.png',
    price: 3.9,
    originalPrice: 5,
    duration: 1,
    durationUnit: 2,
    privileges: VIP_PRIVILEGES,
  },
];

export const ACCELERATE_PRODUCTS: AccelerateProduct[] = [
  {
    id: 1,
    name: '5G 极速包 7 天',
    price: 9.9,
    duration: 7,
    durationUnit: 1,
    speed: '最高 300 Mbps',
    desc: '开通后立即生效',
  },
  {
    id: 2,
    name: '5G 极速包 30 天',
    price: 29.9,
    duration: 1,
    durationUnit: 2,
    speed: '最高 300 Mbps',
    desc: '开通后立即生效',
  },
];

export const EXCHANGE_ITEMS: CouponExchangeItem[] = [
  { id: 1, name: '5 元套餐券', coin: 10, value: 5, minSpend: 20, stock: 100 },
  { id: 2, name: '20 元套餐券', coin: 40, value: 20, minSpend: 100, stock: 10 },
  { id: 3, name: '50 元套餐券', coin: 200, value: 50, minSpend: 200, stock: 0 },
];

export const POINTS_GOODS: PointsGoods[] = [
  {
    id: 1,
    name: '品牌数据线',
    image: '/static/points/cable.png',
    images: ['/static/points/cable.png'],
    integral: 300,
    money: 0,
    marketPrice: 29,
    stock: 50,
    sales: 210,
    deliveryType: 1,
    categoryId: 1,
    detail: '<p>1 米 Type-C 快充数据线。</p>',
  },
  {
    id: 2,
    name: '保温杯',
    image: '/static/points/cup.png',
    images: ['/static/points/cup.png'],
    integral: 800,
    money: 9.9,
    marketPrice: 69,
    stock: 20,
    sales: 88,
    deliveryType: 1,
    categoryId: 1,
    detail: '<p>316 不锈钢保温杯 500ml。</p>',
  },
  {
    id: 3,
    name: '5 元话费券',
    image: '/static/points/voucher.png',
    images: [],
    integral: 500,
    money: 0,
    marketPrice: 5,
    stock: 999,
    sales: 1500,
    deliveryType: 3,
    categoryId: 2,
    detail: '<p>兑换后自动发放到卡内。</p>',
  },
  {
    id: 4,
    name: '门店自提 充电宝',
    image: '/static/points/power.png',
    images: [],
    integral: 1500,
    money: 19.9,
    marketPrice: 129,
    stock: 5,
    sales: 12,
    deliveryType: 2,
    categoryId: 1,
    detail: '<p>10000mAh，门店自提。</p>',
  },
  {
    id: 5,
    name: '限量蓝牙耳机',
    image: '/static/points/earphone.png',
    images: [],
    integral: 5000,
    money: 0,
    marketPrice: 299,
    stock: 0,
    sales: 30,
    deliveryType: 1,
    categoryId: 1,
    detail: '<p>已兑完。</p>',
  },
];

export const STORE_POINTS: StorePoint[] = [
  {
    id: 1,
    name: '南山科技园营业厅',
    address: '深圳市南山区科技园南区 1 栋',
    phone: '0755-88886666',
    hours: '09:00-21:00',
  },
  {
    id: 2,
    name: '福田会展中心营业厅',
    address: '深圳市福田区福华三路 88 号',
    phone: '0755-88887777',
    hours: '10:00-22:00',
  },
];

export function logisticsFor(expressNo: string, now: number): Logistics {
  return {
    expressName: '顺丰速运',
    expressNo,
    state: 1,
    traces: [
      { time: iso(now - 2 * 3_600_000), context: '【深圳南山】快递员正在派件' },
      { time: iso(now - DAY), context: '【深圳转运中心】已发出' },
      { time: iso(now - 2 * DAY), context: '【广州】已揽收' },
    ],
  };
}

export const QUESTIONS: QuestionItem[] = [
  {
    id: 1,
    title: '收到卡后如何激活？',
    category: '激活',
    content: '<p>插卡开机后，按短信提示完成实名认证即可激活。</p>',
    views: 3210,
    updatedAt: '2026-10-01T08:00:00.000Z',
  },
  {
    id: 2,
    title: '为什么上不了网？',
    category: '使用',
    content: '<p>请检查是否已实名、是否有可用套餐，以及 APN 是否为 cmnet。</p>',
    views: 2890,
    updatedAt: '2026-10-02T08:00:00.000Z',
  },
  {
    id: 3,
    title: '多久能发货？',
    category: '物流',
    content: '<p>工作日 16 点前下单当天发货，一般 2-3 天送达。</p>',
    views: 2100,
    updatedAt: '2026-10-03T08:00:00.000Z',
  },
  {
    id: 4,
    title: '可以退款吗？',
    category: '售后',
    content: '<p>未激活的卡可在签收 7 天内申请退款。</p>',
    views: 1500,
    updatedAt: '2026-10-04T08:00:00.000Z',
  },
  {
    id: 5,
    title: '套餐怎么续费？',
    category: '使用',
    content: '<p>进入卡片首页，点击“套餐订购”即可续费，也可开启自动续费。</p>',
    views: 1320,
    updatedAt: '2026-10-05T08:00:00.000Z',
  },
  {
    id: 6,
    title: '如何修改收货地址？',
    category: '物流',
    content: '<p>发货前可联系客服修改地址。</p>',
    views: 800,
    updatedAt: '2026-10-06T08:00:00.000Z',
  },
];

export const AGENTS: DownstreamAgent[] = [
  { id: 11, name: '华南一级代理', promoCode: 'AGENT011', direct: true, markup: 5 },
  { id: 12, name: '华东一级代理', promoCode: 'AGENT012', direct: true, markup: 0 },
  // Reached through AGENT011: not direct, so setting its price answers 33001.
  { id: 21, name: '深圳二级代理', promoCode: 'AGENT021', direct: false, markup: 3 },
];

/** The demo database: everything that changes lives here, and reset() restores the seed. */
export interface DemoDb {
  numbers: NumberItem[];
  goods: GoodsGroup[];
  cards: DemoCard[];
  /** sim number to its current token. */
  tokens: Map<string, string>;
  /** Session-ID to the logged-in shop mobile. */
  shopSessions: Map<string, string>;
  /** mobile to the last SMS code sent. */
  smsCodes: Map<string, string>;
  /** number id to the Session-ID holding it. */
  numberHolds: Map<number, { sessionId: string; until: number }>;
  shopOrders: ShopOrder[];
  agents: DownstreamAgent[];
  pointsGoods: PointsGoods[];
  exchangeItems: CouponExchangeItem[];
  /** Wi-Fi share codes by code. */
  wifiCodes: Map<string, WifiCode>;
  /** Scan-to-authorise requests by id: 0 waiting, 1 done, 2 refused. */
  scans: Map<string, 0 | 1 | 2>;
  nextId: number;
  tokenCounter: number;
}

function seedDb(now: number): DemoDb {
  const goods = seedGoods();
  const shopOrders: ShopOrder[] = [
    {
      id: 5001,
      orderSn: 'SO202611200001',
      goodsId: 101,
      goodsName: '移动星辰卡 29元 100G',
      goodsImage: '/static/goods/101.png',
      mobile: '13512345678',
      name: '张三',
      contactMobile: DEMO.shopMobile,
      address: '广东省深圳市南山区科技园南区 1 栋 101',
      payMoney: 0,
      status: 3,
      expressName: '顺丰速运',
      expressNo: 'SF1234567890',
      createdAt: iso(now - 3 * DAY),
    },
    {
      id: 5002,
      orderSn: 'SO202611210002',
      goodsId: 202,
      goodsName: '精品靓号套餐 59元',
      goodsImage: '/static/goods/202.png',
      mobile: '13888886666',
      name: '张三',
      contactMobile: DEMO.shopMobile,
      address: '广东省深圳市南山区科技园南区 1 栋 101',
      payMoney: 588,
      status: 0,
      expressName: '',
      expressNo: '',
      createdAt: iso(now - DAY),
    },
    {
      id: 5003,
      orderSn: 'SO202610100003',
      goodsId: 301,
      goodsName: '千兆宽带 一年 599元',
      goodsImage: '/static/goods/301.png',
      mobile: '',
      name: '张三',
      contactMobile: DEMO.shopMobile,
      address: '广东省深圳市南山区科技园南区 1 栋 101',
      payMoney: 599,
      status: 4,
      expressName: '',
      expressNo: '',
      createdAt: iso(now - 40 * DAY),
    },
  ];
  return {
    numbers: seedNumbers(),
    goods,
    cards: seedCards(now),
    tokens: new Map(),
    shopSessions: new Map(),
    smsCodes: new Map(),
    numberHolds: new Map(),
    shopOrders,
    agents: AGENTS.map((agent) => ({ ...agent })),
    pointsGoods: POINTS_GOODS.map((item) => ({ ...item })),
    exchangeItems: EXCHANGE_ITEMS.map((item) => ({ ...item })),
    wifiCodes: new Map(),
    scans: new Map([['SCAN-DEMO', 0]]),
    nextId: 100_000,
    tokenCounter: 0,
  };
}

export let db: DemoDb = seedDb(Date.now());

/** Restores the seeded state (POST /api/__demo/reset). Tokens issued before stop working. */
export function resetDb(now: number = Date.now()): void {
  const counter = db.tokenCounter;
  db = seedDb(now);
  // Tokens keep counting up so an old token can never match a new one.
  db.tokenCounter = counter;
}

export const nextId = () => ++db.nextId;

/** A card by sim number, ICCID or device number. */
export function findCard(key: string): DemoCard | undefined {
  const text = key.trim();
  return db.cards.find(
    (item) =>
      item.info.simNo === text ||
      item.info.iccid === text ||
      (!!item.info.deviceNo && item.info.deviceNo === text),
  );
}

/** Issues a new token for a card (older tokens of the card go stale). */
export function issueToken(simNo: string): string {
  db.tokenCounter += 1;
  const token = `demo-${simNo.slice(-4)}-${db.tokenCounter.toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
  db.tokens.set(simNo, token);
  return token;
}

/** The sim info as the API returns it: the layout resolved. */
export function simInfoOf(item: DemoCard): SimInfo {
  return {
    ...item.info,
    simLayout: layoutById(item.layoutId) ?? null,
    existPayPassword: !!item.payPassword,
  };
}

/** The sim info of a layout preview ('IotLayout:{id}'), or null for an unknown layout. */
export function previewSimInfo(simNo: string, now: number): SimInfo | null {
  const id = Number(simNo.split(':')[1]);
  const layout = layoutById(id);
  if (!layout) return null;
  const template = db.cards[0];
  return {
    ...baseInfo(simNo, now, {}),
    iccid: '',
    imsi: '',
    integral: template.info.integral,
    simLayout: layout,
  };
}
