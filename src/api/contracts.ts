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
  paged,
  reqStr,
  str,
  type Check,
} from './contract';
import {
  downstreamAgent,
  goods,
  goodsList,
  logistics,
  numberItem,
  question,
  shopOrder,
  shopUser,
} from './contracts/shop';
import {
  acknowledgement,
  baseConfig,
  dictOption,
  genericConfig,
  listsByName,
  oneCode,
  payResult,
  protocol,
  region,
  smsSent,
  wifiCode,
} from './contracts/site';

// The contracts of the calls that feed pages: only the fields the pages rely on are listed.
// Everything else in a response passes untouched.
// The shapes live by area in ./contracts/; this module maps each call to its shape.

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
  '/api/site/loginProtocol': protocol,
  '/api/site/iotLoginProtocol': protocol,
  '/api/shop/payOrder': payResult,
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
