import { DEMO } from '@/mocks/db';
import { DEMO_ORDER_ID_CARD } from '@/mocks/handlers/shop';

// How each operation is asked for its example (docs/api/openapi.json) and by the contract check
// (npm run api:check): the inputs name the demo seed's ids, which a backend's test card may share.

/** The app package of the web shop (the binding service's key). */
const APP_PACKAGE = 'com.shop.simcard.h5';
/** A mobile other than the demo shopper's, for codes sent to a new number. */
const OTHER_MOBILE = '13700137000';

export type Input = Record<string, unknown>;
/** An input, or one made from the answers of the calls before it. */
export type InputOf = Input | ((earlier: unknown[]) => Input);

/** How the example answer of one operation is taken from the demo (ids are the seed's). */
export interface ExampleCall {
  /** The query, JSON body or multipart fields; none when left out. */
  input?: InputOf;
  /** The demo card the call is made as (Sim-No and Sim-Token); the ordinary card by default. */
  card?: keyof typeof DEMO.cards;
  /** Calls made first on the same fresh database ('METHOD path' and input); their answers go to `input`. */
  before?: readonly (readonly [key: string, input?: InputOf])[];
  /** Headers of its own, besides the sessions'. */
  headers?: Record<string, string>;
}

/** A field of an earlier answer, by its path (an index for an item of a list). */
const read = (answer: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], answer);

/** A new delivery address (id 0), as the address form sends it. */
const NEW_ADDRESS = {
  id: 0,
  name: 'Li Lei',
  mobile: DEMO.shopMobile,
  provinceCode: '440000',
  cityCode: '440300',
  countyCode: '440305',
  detail: '1 Science Park Road',
  isDefault: false,
};

/** The card's delivery addresses, read before a points order that names one. */
const ADDRESSES = ['GET /api/iot/simAddressList'] as const;

/** A points order of one product, delivered to the first address (the answer of ADDRESSES). */
const pointsOrder =
  (goodsId: number) =>
  ([addresses]: unknown[]) => ({
    goodsId,
    quantity: 1,
    addressId: read(addresses, 0, 'id'),
  });

/** A small image for the upload: the bytes a PNG file starts with. */
const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IMAGE = new File([PNG_SIGNATURE], 'id-front.png', { type: 'image/png' });

/**
 * How each operation that needs more than a plain call is asked, by 'METHOD path'. Every call runs
 * on a fresh demo database (the seed at EXAMPLE_TIME), so no example depends on another; the rest
 * are asked with no input as the ordinary card with the demo shop session.
 */
export const EXAMPLES: Record<string, ExampleCall> = {
  // The shop's configuration, tracking and codes
  'GET /api/hk/baseConfig': { input: { promoCode: '' } },
  'POST /api/hk/sendCode': { input: { mobile: DEMO.shopMobile, goodsId: 101 } },
  'POST /api/hk/pointReport': { input: { event: 'page_view', page: '/pages/index/index' } },
  'POST /api/sms/send': { input: { mobile: DEMO.shopMobile, scene: 'shopLogin' } },
  'POST /api/dictData/options': { input: { types: ['OperatorOptions'] } },

  // The shop: goods, numbers, orders, agents
  'GET /api/shop/goodsDetails': { input: { id: 101 } },
  'GET /api/shop/singlePageInfo': { input: { pageCode: 'SUMMER' } },
  'GET /api/shop/numberDetails': { input: { id: 1 } },
  'POST /api/shop/reserveNumber': { input: { numberId: 2 } },
  'GET /api/shop/myHolds': { before: [['POST /api/shop/reserveNumber', { numberId: 2 }]] },
  'POST /api/shop/numberRemark': {
    before: [['POST /api/shop/reserveNumber', { numberId: 2 }]],
    input: { numberId: 2, remark: 'For my father' },
  },
  'POST /api/shop/releaseNumber': {
    before: [['POST /api/shop/reserveNumber', { numberId: 2 }]],
    input: { numberId: 2 },
  },
  'POST /api/shop/createOrder': {
    before: [['POST /api/shop/reserveNumber', { numberId: 2 }]],
    input: {
      goodsId: 101,
      numberId: 2,
      name: '张三',
      idCard: DEMO_ORDER_ID_CARD,
      mobile: DEMO.shopMobile,
      provinceCode: '440000',
      cityCode: '440300',
      countyCode: '440305',
      address: '科技园南区 1 栋 101',
    },
  },
  'POST /api/shop/login': { input: { mobile: DEMO.shopMobile, code: DEMO.smsCode } },
  'GET /api/shop/orderDetails': { input: { id: 5001 } },
  'GET /api/shop/orderLogistics': { input: { id: 5001 } },
  'POST /api/shop/payOrder': { input: { id: 5002, payType: 'wechat' } },
  'POST /api/shop/orderQuery': { input: { mobile: DEMO.shopMobile, idCard: DEMO_ORDER_ID_CARD } },
  'POST /api/shop/certUpload': { input: { side: 'front', file: IMAGE } },
  'POST /api/shop/resetCert': {
    before: [['GET /api/shop/orderDetails', { id: 5001 }]],
    input: ([order]) => ({
      orderSn: read(order, 'orderSn'),
      front: '/static/cert/front-1.jpg',
      back: '/static/cert/back-2.jpg',
      holding: '/static/cert/holding-3.jpg',
    }),
  },
  'GET /api/shop/sysQuestion/view': { input: { id: 1 } },
  'GET /api/shop/agent/lowerList': { input: { promoCode: DEMO.agentPromoCode } },
  'POST /api/shop/agent/saveLowerCustom': {
    input: { promoCode: DEMO.agentPromoCode, agentId: 12, markup: 8 },
  },

  // The site: WeChat, share codes, machine codes, scan-to-authorise, card login, regions
  'GET /api/site/wxJsSign': { input: { url: 'https://shop.example.com/shop/' } },
  'GET /api/wechat/authorize': {
    input: {
      type: 1,
      syncRedirect: 'https://shop.example.com/shop/',
      page: 'login',
      state: '9f86d081884c7d659a2feaa0c55ad015',
    },
  },
  'POST /api/wechat/login': { input: { code: 'wx-demo-2f8k01' } },
  'POST /api/site/wifiCreate': { input: { wifiName: 'Home', wifiPass: '12345678' } },
  'GET /api/site/getWifiCode': {
    before: [['POST /api/site/wifiCreate', { wifiName: 'Home', wifiPass: '12345678' }]],
    input: ([share]) => ({ code: read(share, 'code') }),
  },
  'GET /api/site/getOneCode': { input: { code: 'demo' } },
  'GET /api/site/generalOneCodeById': { input: { id: 1 } },
  'POST /api/site/updateAuthorizeStatus': { input: { scanId: 'SCAN-DEMO', status: 1 } },
  'POST /api/site/checkScanAuthorize': { input: { scanId: 'SCAN-DEMO' } },
  'POST /api/simLogin': { input: { simNo: DEMO.cards.vip } },
  'GET /provinces/{code}.json': { input: { code: 'all' } },

  // The app-domain service
  'GET /getAppDomain': {
    input: { packageName: APP_PACKAGE },
    headers: { 'Device-Info': encodeURIComponent('Mozilla/5.0 (iPhone) 390x844') },
  },
  'POST /errorReport': {
    input: { platform: 'h5', packageName: APP_PACKAGE, error: 'TypeError: Failed to fetch' },
  },

  // The card
  'POST /api/iot/simRefresh': { input: { force: true } },
  'POST /api/iot/simPlatformAuth': {
    card: 'needsRealName',
    input: {
      name: '张三',
      idCard: DEMO_ORDER_ID_CARD,
      frontImage: '/static/cert/front-1.jpg',
      backImage: '/static/cert/back-2.jpg',
    },
  },
  'POST /api/iot/simBindMobile': {
    before: [['POST /api/sms/send', { mobile: OTHER_MOBILE, scene: 'bindPhone' }]],
    input: { mobile: OTHER_MOBILE, code: DEMO.smsCode },
  },
  'POST /api/iot/simUpdatePayPass': {
    card: 'vip',
    input: { password: '246810', oldPassword: DEMO.vipPayPassword },
  },
  'GET /api/iot/protocol': { input: { key: 'recharge' } },
  'POST /api/iot/simRemoveBreak': { card: 'breakRule' },
  'POST /api/iot/bindSimOauth': { input: { code: 'wx-demo-2f8k' } },
  'POST /api/iot/unbindSimOauth': {
    before: [['GET /api/iot/getSimOauthList']],
    input: ([oauths]) => ({ id: read(oauths, 0, 'id') }),
  },

  // Packages
  'GET /api/iot/packageDetails': { input: { id: 1 } },
  'POST /api/iot/buyPackage': { input: { packageId: 1, payType: 'wechat', effectMode: 1 } },
  'POST /api/iot/simUpdateRenewPackage': { input: { packageId: 1 } },
  'POST /api/iot/closeVolumePackage': { card: 'infiniteFlow' },
  'GET /api/iot/simHistoryLine': { input: { days: 7 } },

  // Balance, coupons and orders
  'POST /api/iot/createBalanceOrder': { input: { optionId: 2, payType: 'wechat' } },
  'POST /api/iot/createCouponOrder': { input: { activityId: 1, payType: 'wechat' } },
  'POST /api/iot/exchangeCoupon': { input: { itemId: 1 } },
  'GET /api/iot/orderStatus': {
    before: [['POST /api/iot/createBalanceOrder', { optionId: 2, payType: 'wechat' }]],
    input: ([order]) => ({ orderSn: read(order, 'orderSn') }),
  },

  // VIP and acceleration
  'POST /api/iot/createVipOrder': { input: { vipId: 1, payType: 'wechat' } },
  'GET /api/iot/accelerateOrderList': { card: 'vip' },
  'POST /api/iot/createAccelerateOrder': {
    card: 'vip',
    input: { accelerateId: 1, payType: 'balance', payPassword: DEMO.vipPayPassword },
  },

  // The points shop and delivery addresses
  'GET /api/iot/integralShopGoodsDetails': { input: { id: 1 } },
  'GET /api/iot/goodsShopStore': { input: { goodsId: 4 } },
  // Product 1 costs points only; product 2 has a cash part, so its order waits for payment.
  'POST /api/iot/buyShopGoods': { before: [ADDRESSES], input: pointsOrder(1) },
  'GET /api/iot/shopOrderList': {
    before: [ADDRESSES, ['POST /api/iot/buyShopGoods', pointsOrder(1)]],
  },
  'GET /api/iot/shopOrderDetails': {
    before: [ADDRESSES, ['POST /api/iot/buyShopGoods', pointsOrder(1)]],
    input: (earlier) => ({ id: read(earlier.at(-1), 'id') }),
  },
  'POST /api/iot/cancelShopOrder': {
    before: [ADDRESSES, ['POST /api/iot/buyShopGoods', pointsOrder(2)]],
    input: (earlier) => ({ id: read(earlier.at(-1), 'id') }),
  },
  'POST /api/iot/repayShopOrder': {
    before: [ADDRESSES, ['POST /api/iot/buyShopGoods', pointsOrder(2)]],
    input: (earlier) => ({ id: read(earlier.at(-1), 'id'), payType: 'wechat' }),
  },
  'POST /api/iot/setSimAddress': { input: NEW_ADDRESS },
  'POST /api/iot/delSimAddress': {
    before: [['POST /api/iot/setSimAddress', NEW_ADDRESS]],
    input: ([address]) => ({ id: read(address, 'id') }),
  },
  'POST /api/iot/setDefaultSimAddress': {
    before: [['POST /api/iot/setSimAddress', NEW_ADDRESS]],
    input: ([address]) => ({ id: read(address, 'id') }),
  },

  // The device of a device card and its sims
  'POST /api/iot/iotDevice/setWiFiSsidPwd': {
    card: 'device',
    input: { wifiType: '2.4G', wifiName: 'Home-WiFi', wifiPass: '12345678' },
  },
  'POST /api/iot/iotDevice/setWiFiDisplay': {
    card: 'device',
    input: { wifiType: '5G', show: false },
  },
  'POST /api/iot/iotDevice/restart': { card: 'device' },
  'POST /api/iot/iotDevice/close': { card: 'device' },
  'POST /api/iot/iotDevice/reset': { card: 'device' },
  'POST /api/iot/wifiCreate': { card: 'device', input: { wifiType: '2.4G' } },
  'POST /api/iot/deviceTerminalAuthSms': { card: 'device', input: { mobile: OTHER_MOBILE } },
  'POST /api/iot/deviceTerminalAuth': {
    card: 'device',
    before: [
      ['POST /api/iot/deviceWirelessAuthList'],
      ['POST /api/iot/deviceTerminalAuthSms', { mobile: OTHER_MOBILE }],
    ],
    input: ([terminals]) => ({
      mac: read(
        (terminals as { authed: boolean }[]).find((terminal) => !terminal.authed),
        'mac',
      ),
      mobile: OTHER_MOBILE,
      code: DEMO.smsCode,
    }),
  },
  'POST /api/iot/deviceWirelessAuthList': { card: 'device' },
  'GET /api/iot/deviceOfficialAuth': {
    card: 'device',
    before: [['GET /api/iot/changeSimList']],
    input: ([sims]) => ({ simNo: read(sims, 1, 'simNo') }),
  },
  'GET /api/iot/changeSimList': { card: 'device' },
  'POST /api/iot/simSwitchNet': {
    card: 'device',
    before: [['GET /api/iot/changeSimList']],
    input: ([sims]) => ({ simNo: read(sims, 1, 'simNo') }),
  },
};

/** Operations the demo cannot answer with success, and why: they go without an example. */
export const WITHOUT_EXAMPLE: Record<string, string> = {
  'POST /api/site/ksUpdateProfile':
    'Kuaishou profiles are updated inside the Kuaishou mini-program only; the web shop is always refused (40001).',
};
