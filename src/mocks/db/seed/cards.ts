import type { SimAddress, SimInfo, UserCoupon } from '@/api/types';
import type { DemoCard } from '../types';
import { DAY, DEMO, iso } from './accounts';
import { accelerateOrder, deviceWifi, vipOrder } from './layouts';

/** The one saved address every demo card starts with. */
export function seedAddress(cardId: number): SimAddress {
  return {
    id: cardId * 100 + 1,
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
}

/**
 * The coupons every demo card starts with: two usable ones, one that needs a spend of 100 and an
 * expired one.
 */
export function seedCoupons(cardId: number, now: number): UserCoupon[] {
  const current: [number, number] = [now - 5 * DAY, now + 25 * DAY];
  const coupon = (
    n: number,
    name: string,
    type: UserCoupon['type'],
    value: number,
    minSpend: number,
    [startAt, endAt]: [number, number],
    state: UserCoupon['state'],
  ): UserCoupon => ({
    id: cardId * 100 + n,
    couponId: n,
    name,
    type,
    value,
    minSpend,
    startAt: iso(startAt),
    endAt: iso(endAt),
    state,
    reason: '',
  });
  return [
    coupon(1, '满 20 减 5', 1, 5, 20, current, 1),
    coupon(2, '套餐 9 折券', 2, 0.9, 0, current, 1),
    coupon(3, '满 100 减 30', 1, 30, 100, current, 1),
    coupon(4, '新人 10 元券', 1, 10, 0, [now - 60 * DAY, now - 30 * DAY], 3),
  ];
}

/** The break-rule fields of a card no rule restricts. */
export const NO_BREAK_RULE: Pick<
  SimInfo,
  | 'breakRuleId'
  | 'breakTips'
  | 'breakNoClose'
  | 'breakRemoveAt'
  | 'allowRemoveBreak'
  | 'breakPopupAttr'
> = {
  breakRuleId: 0,
  breakTips: '',
  breakNoClose: false,
  breakRemoveAt: '',
  allowRemoveBreak: false,
  breakPopupAttr: null,
};

/** The sim info every demo card starts from; `extra` makes it one of the demo cards. */
export function baseInfo(simNo: string, now: number, extra: Partial<SimInfo>): SimInfo {
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
    ...NO_BREAK_RULE,
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

/** One demo card: the base info with `extra`, its seeded records and `state`. */
export function card(
  id: number,
  simNo: string,
  layoutId: number,
  now: number,
  extra: Partial<SimInfo>,
  state: Partial<DemoCard> = {},
): DemoCard {
  return {
    id,
    info: baseInfo(simNo, now, extra),
    layoutId,
    password: '',
    payPassword: '',
    renewPackageId: 0,
    addresses: [seedAddress(id)],
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
    coupons: seedCoupons(id, now),
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

/** The demo cards of the README, by id 1 to 9. */
export function seedCards(now: number): DemoCard[] {
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
