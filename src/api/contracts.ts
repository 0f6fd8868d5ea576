import { reportContractBreach } from './contractReport';
import {
  bool,
  check,
  ContractBreach,
  list,
  num,
  numOr,
  obj,
  openableUrl,
  optNum,
  optStr,
  paged,
  reqStr,
  str,
  strList,
  type Check,
} from './contract';

// The contracts of the calls that feed pages: only the fields the pages rely on are listed.
// Everything else in a response passes untouched.

const carousel = obj({ image: str, title: optStr, link: optStr });
const menu = obj({ type: str, title: str, icon: str, path: optStr, url: optStr });

const baseConfig = obj({
  front: obj({
    title: str,
    logo: str,
    indexCarousel: list(carousel),
    fastNav: list(obj({ title: str, icon: str, link: str })),
    shopTemplate: numOr(1),
    indexFirstGroup: numOr(2),
    kefuUrl: str,
    bottomTips: str,
  }),
  promoCode: str,
  promoName: str,
  isAgent: bool,
  showPaymentType: strList,
  shopMenu: list(menu),
});

const genericConfig = obj({ orderQueryMode: numOr(1), loginAvatar: str });

const goods = obj({
  id: num,
  groupId: optNum,
  name: str,
  image: str,
  tags: strList,
  monthlyFee: numOr(0),
  originalFee: numOr(0),
  stock: numOr(0),
  sales: numOr(0),
  formFields: list(obj({ name: str, label: str, type: str, required: bool })),
  deliveryProvinces: strList,
  detail: str,
});

const goodsList = obj({ groups: list(obj({ id: num, name: str, goods: list(goods) })) });

const numberItem = obj({
  id: num,
  mobile: reqStr,
  price: numOr(0),
  minConsume: numOr(0),
  prestore: numOr(0),
  goodsId: optNum,
  reserved: bool,
  fast: bool,
  pretty: bool,
});

const shopOrder = obj({
  id: num,
  orderSn: reqStr,
  goodsId: optNum,
  goodsName: str,
  goodsImage: str,
  payMoney: numOr(0),
  prestore: numOr(0),
  status: num,
  createdAt: str,
});

const wifiConfig = obj(
  {
    connCount: numOr(0),
    maxConnCount: numOr(0),
    showWifi: bool,
    switchWifi: bool,
    wifiName: str,
    wifiPass: str,
    connCount5G: numOr(0),
    maxConnCount5G: numOr(0),
    showWifi5G: bool,
    switchWifi5G: bool,
    wifiName5G: str,
    wifiPass5G: str,
  },
  { optional: true },
);

const simLayout = obj({ menus: list(menu), carousels: list(carousel) }, { optional: true });

const simInfo = obj({
  simNo: reqStr,
  balance: optNum,
  integral: optNum,
  couponCoin: optNum,
  totalFlow: optNum,
  useFlow: optNum,
  surplusFlow: optNum,
  status: optNum,
  operatorType: optNum,
  sourceType: optNum,
  simLayout,
  viceSims: list(),
  wifiConfig,
});

const packageItem = obj({
  id: num,
  name: str,
  price: num,
  originalPrice: numOr(0),
  flow: numOr(0),
  duration: numOr(0),
  tags: strList,
  effectModes: list(),
});

const userCoupon = obj({
  id: num,
  name: str,
  type: num,
  value: num,
  minSpend: numOr(0),
  state: numOr(1),
});

const packageDetails = obj({
  id: num,
  name: str,
  price: num,
  tags: strList,
  detail: str,
  coupons: list(userCoupon),
  effectModes: list(),
});

const simPackageOrder = obj({
  id: num,
  orderSn: reqStr,
  packageName: str,
  payMoney: numOr(0),
  status: num,
});
const balanceOrder = obj({
  id: num,
  orderSn: reqStr,
  money: num,
  giveMoney: numOr(0),
  status: num,
});
const balanceOption = obj({ id: num, money: num, giveMoney: numOr(0), title: str });
const couponActivity = obj({
  id: num,
  title: str,
  price: num,
  faceValue: numOr(0),
  coupons: list(obj({ name: str, count: numOr(1) })),
});
const couponExchange = obj({
  id: num,
  name: str,
  coin: num,
  value: num,
  minSpend: numOr(0),
  stock: numOr(0),
});

const address = obj({
  id: num,
  name: str,
  mobile: str,
  province: str,
  city: str,
  county: str,
  detail: str,
  isDefault: bool,
});

const pointsGoods = obj({
  id: num,
  name: str,
  image: str,
  images: strList,
  integral: num,
  money: numOr(0),
  stock: numOr(0),
  sales: numOr(0),
  deliveryType: num,
  detail: optStr,
});

const integralShopIndex = obj({
  integral: numOr(0),
  banners: list(carousel),
  categories: list(obj({ id: num, name: str })),
  goods: list(pointsGoods),
});

const pointsOrder = obj({
  id: num,
  orderSn: reqStr,
  goodsName: str,
  goodsImage: str,
  quantity: numOr(1),
  integral: numOr(0),
  money: numOr(0),
  status: num,
  address: obj({ name: str, mobile: str, detail: str }, { optional: true }),
  store: obj({ name: str, address: str }, { optional: true }),
  logistics: obj(
    { expressName: str, expressNo: str, traces: list(obj({ time: str, context: str })) },
    { optional: true },
  ),
});

const taskCenter = obj({
  integral: numOr(0),
  signedToday: bool,
  signDays: numOr(0),
  tasks: list(obj({ id: num, title: str, integral: numOr(0), kind: str, done: bool, path: str })),
});

const vipProduct = obj({
  id: num,
  name: str,
  price: num,
  duration: numOr(0),
  privileges: obj({ gi: str, items: list(obj({ title: str, icon: str, desc: str })) }),
});
const accelerateProduct = obj({
  id: num,
  name: str,
  price: num,
  duration: numOr(0),
  speed: str,
});
const accelerateOrder = obj({
  id: num,
  orderSn: reqStr,
  accelerateName: str,
  actualPayMoney: numOr(0),
  status: num,
});

const protocol = obj({ title: str, content: str });
const question = obj({ id: num, title: str, content: optStr });

/** Payment answers: the cashier address is opened by the app, so it must be a safe one. */
const payResult = obj({ orderSn: str, paid: bool, payMoney: numOr(0), payUrl: openableUrl });

/** An answer the app reads nothing from (a plain acknowledgement): any data passes. */
const acknowledgement: Check = (value) => value;

/** A map of named lists (dictionary options by dictionary name). */
const listsByName =
  (item: Check): Check =>
  (value, at) => {
    const record = obj({})(value, at) as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(record)) {
      result[key] = list(item)(entry, at === '(data)' ? key : `${at}.${key}`);
    }
    return result;
  };

const smsSent = obj({ expireIn: numOr(60) });
const shopUser = obj({ nickname: str, avatar: str, mobile: reqStr });
const logistics = obj({
  expressName: str,
  expressNo: str,
  state: numOr(0),
  traces: list(obj({ time: str, context: str })),
});
const downstreamAgent = obj({
  id: num,
  name: str,
  promoCode: str,
  direct: bool,
  markup: numOr(0),
});
const wifiCode = obj({ code: reqStr, qrText: str, wifiName: str, wifiType: str, expireAt: str });
const oneCode = obj({ id: num, kind: str, title: str, content: str, image: str });
const dictOption = obj({ label: str, value: acknowledgement, key: optStr, listClass: optStr });
const officialAuth = obj({ url: openableUrl, done: bool, tips: str });
const ledgerEntry = (amount: string) =>
  obj({ id: num, [amount]: numOr(0), after: numOr(0), remark: str, createdAt: str });
const region: Check = obj({
  value: str,
  label: str,
  children: (value, at) => (value === undefined ? undefined : list(region)(value, at)),
});

/** Contract of each checked call, by path. */
export const CONTRACTS: Readonly<Record<string, Check>> = {
  '/api/hk/baseConfig': baseConfig,
  '/api/hk/genericConfig': genericConfig,
  '/api/shop/goodsList': goodsList,
  '/api/shop/goodsDetails': goods,
  '/api/shop/numberList': paged(numberItem),
  '/api/shop/numberDetails': numberItem,
  '/api/shop/orderList': paged(shopOrder),
  '/api/shop/orderDetails': shopOrder,
  '/api/shop/sysQuestion/list': paged(question),
  '/api/shop/sysQuestion/view': question,
  '/api/iot/simInfo': simInfo,
  '/api/iot/packageChoose': obj({ seckill: list(packageItem), list: list(packageItem) }),
  '/api/iot/packageDetails': packageDetails,
  '/api/iot/renewPackageOption': obj({ currentPackageId: numOr(0), list: list(packageItem) }),
  '/api/iot/simPackageList': paged(simPackageOrder),
  '/api/iot/simBalanceList': paged(balanceOrder),
  '/api/iot/balanceChoose': list(balanceOption),
  '/api/iot/couponChoose': list(couponActivity),
  '/api/iot/simCouponList': list(userCoupon),
  '/api/iot/couponExchangeList': list(couponExchange),
  '/api/iot/simAddressList': list(address),
  '/api/iot/integralShopIndex': integralShopIndex,
  '/api/iot/integralShopGoodsDetails': pointsGoods,
  '/api/iot/shopOrderList': paged(pointsOrder),
  '/api/iot/shopOrderDetails': pointsOrder,
  '/api/iot/taskCenter': taskCenter,
  '/api/iot/vipList': list(vipProduct),
  '/api/iot/accelerateList': list(accelerateProduct),
  '/api/iot/accelerateOrderList': paged(accelerateOrder),
  '/api/iot/protocol': protocol,
  '/api/site/loginProtocol': protocol,
  '/api/site/iotLoginProtocol': protocol,
  '/api/shop/payOrder': payResult,
  '/api/iot/buyPackage': payResult,
  '/api/iot/createBalanceOrder': payResult,
  '/api/iot/createCouponOrder': payResult,
  '/api/iot/createVipOrder': payResult,
  '/api/iot/createAccelerateOrder': payResult,
  '/api/iot/repayShopOrder': payResult,
  '/api/hk/pointReport': acknowledgement,
  '/api/hk/sendCode': smsSent,
  '/api/shop/base/ipLocation': obj({ province: str, provinceCode: str, city: str, cityCode: str }),
  '/api/shop/singlePageInfo': obj({
    pageCode: str,
    title: str,
    banner: str,
    content: str,
    goods: list(goods),
    popupImage: str,
  }),
  '/api/shop/customer/hotQuestionList': list(obj({ id: num, title: str })),
  '/api/shop/login': shopUser,
  '/api/shop/logout': acknowledgement,
  '/api/shop/reserveNumber': numberItem,
  '/api/shop/releaseNumber': acknowledgement,
  '/api/shop/createOrder': shopOrder,
  '/api/shop/orderLogistics': logistics,
  '/api/shop/orderQuery': list(shopOrder),
  '/api/shop/myHolds': list(numberItem),
  '/api/shop/numberRemark': obj({ numberId: num, remark: str }),
  '/api/shop/certUpload': obj({ url: reqStr }),
  '/api/shop/resetCert': obj({ orderSn: str }),
  '/api/shop/agent/lowerList': list(downstreamAgent),
  '/api/shop/agent/saveLowerCustom': downstreamAgent,
  '/api/site/getWifiCode': wifiCode,
  '/api/site/wifiCreate': wifiCode,
  '/api/site/wxJsSign': obj({ appId: reqStr, timestamp: num, nonceStr: reqStr, signature: reqStr }),
  '/api/site/config': obj({
    latestVersion: str,
    latestVersionCode: numOr(0),
    downloadUrl: openableUrl,
    mandatoryUpdate: bool,
    mapKey: str,
    servicePhone: str,
  }),
  '/api/site/wechatInfo': obj({ needLogin: bool, appId: str }),
  '/api/site/getOneCode': list(oneCode),
  '/api/site/generalOneCodeById': oneCode,
  '/api/wechat/authorize': obj({ url: openableUrl }),
  '/api/sms/send': smsSent,
  '/api/site/updateAuthorizeStatus': acknowledgement,
  '/api/site/checkScanAuthorize': obj({ status: num }),
  '/api/site/ksUpdateProfile': acknowledgement,
  '/api/dictData/options': listsByName(dictOption),
  '/api/simLoginConfig': obj({
    title: str,
    logo: str,
    needAgreeProtocol: bool,
    allowDeviceNo: bool,
    allowScan: bool,
    tips: str,
  }),
  '/api/simLogin': obj({ simNo: reqStr, token: reqStr }),
  '/api/iot/simOfficialAuth': officialAuth,
  '/api/iot/deviceOfficialAuth': officialAuth,
  '/api/iot/simHistoryLine': list(obj({ date: str, flow: numOr(0) })),
  '/api/iot/simBalanceLogList': paged(ledgerEntry('money')),
  '/api/iot/simIntegralLogList': paged(ledgerEntry('integral')),
  '/api/iot/couponCoinLogList': paged(ledgerEntry('coin')),
  '/api/iot/goodsShopStore': list(
    obj({ id: num, name: str, address: str, phone: str, hours: str }),
  ),
  '/api/iot/changeSimList': list(
    obj({
      simNo: reqStr,
      operatorType: optNum,
      operatorTypeName: str,
      current: bool,
      signal: numOr(0),
    }),
  ),
  '/api/iot/getSimOauthList': list(
    obj({ id: num, platform: str, nickname: str, avatar: str, createdAt: str }),
  ),
  '/api/iot/simBindMobile': acknowledgement,
  '/api/iot/simPlatformAuth': acknowledgement,
  '/api/iot/simUpdatePayPass': acknowledgement,
  '/api/iot/simUpdateRenewPackage': acknowledgement,
  '/api/iot/closeVolumePackage': acknowledgement,
  '/api/iot/buyShopGoods': pointsOrder,
  '/api/iot/setSimAddress': address,
  '/api/iot/delSimAddress': acknowledgement,
  '/api/iot/setDefaultSimAddress': acknowledgement,
  '/api/iot/cancelShopOrder': acknowledgement,
  '/api/iot/simRemoveBreak': acknowledgement,
  '/api/iot/simSwitchNet': acknowledgement,
  '/api/iot/iotDevice/setWiFiSsidPwd': acknowledgement,
  '/api/iot/iotDevice/setWiFiDisplay': acknowledgement,
  '/api/iot/iotDevice/restart': acknowledgement,
  '/api/iot/iotDevice/close': acknowledgement,
  '/api/iot/iotDevice/reset': acknowledgement,
  '/api/iot/generalSignIn': obj({ integral: numOr(0), signDays: numOr(0) }),
  '/api/iot/exchangeCoupon': userCoupon,
  '/api/iot/wifiCreate': wifiCode,
  '/api/iot/deviceTerminalAuthSms': smsSent,
  '/api/iot/deviceTerminalAuth': acknowledgement,
  '/api/iot/deviceWirelessAuthList': list(
    obj({ mac: reqStr, name: str, authed: bool, connectedAt: str }),
  ),
  '/api/iot/unbindSimOauth': acknowledgement,
  '/api/iot/simRefresh': acknowledgement,
  '/api/iot/orderStatus': obj({ orderSn: str, status: num, payMoney: numOr(0) }),
  '/api/__demo/pay': obj({ orderSn: str, paid: bool }),
  '/provinces/{code}.json': list(region),
  '/getAppDomain': obj({ domain: str }),
  '/errorReport': acknowledgement,
};

/** The key of a request path in CONTRACTS: no query, and the province files as one entry. */
export function contractPath(url: string): string {
  const path = url.split('?')[0];
  return /^\/provinces\/[^/]+\.json$/.test(path) ? '/provinces/{code}.json' : path;
}

/** The contract of a request path ('/api/...', with or without a query), if it has one. */
export function contractFor(url: string): Check | undefined {
  const path = contractPath(url);
  return Object.prototype.hasOwnProperty.call(CONTRACTS, path) ? CONTRACTS[path] : undefined;
}

/** The outcome of checking an answer: the normalised data, or the broken field and why. */
export type ContractResult =
  { ok: true; data: unknown } | { ok: false; field: string; reason: string };

/**
 * Checks the data of a successful answer to `url` against its contract (none: passes as is). A
 * breach is reported once through errorReport, with the path and the field only.
 */
export function validateResponse(method: string, url: string, data: unknown): ContractResult {
  const contract = contractFor(url);
  if (!contract) return { ok: true, data };
  try {
    return { ok: true, data: check(contract, data) };
  } catch (error) {
    if (!(error instanceof ContractBreach)) throw error;
    const { field, reason } = error;
    reportContractBreach({ method, path: url.split('?')[0], field, reason });
    return { ok: false, field, reason };
  }
}
