import { reportContractBreach } from './contractReport';
import {
  bool,
  check,
  ContractBreach,
  list,
  num,
  numOr,
  obj,
  optNum,
  paged,
  reqStr,
  str,
  type Check,
} from './contract';
import {
  accelerateOrder,
  accelerateProduct,
  balanceOption,
  balanceOrder,
  couponActivity,
  couponExchange,
  ledgerEntry,
  officialAuth,
  packageDetails,
  packageItem,
  simInfo,
  simPackageOrder,
  userCoupon,
  vipProduct,
} from './contracts/iot';
import {
  address,
  integralShopIndex,
  pointsGoods,
  pointsOrder,
  taskCenter,
} from './contracts/points';
import { acknowledgement, payResult, protocol, smsSent, wifiCode } from './contracts/site';

// The contracts of the calls that feed pages: only the fields the pages rely on are listed.
// Everything else in a response passes untouched.
// The shapes live by area in ./contracts/; this module maps each call to its shape.

/** Contract of each checked call, by path. */
export const CONTRACTS: Readonly<Record<string, Check>> = {
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
  '/api/iot/buyPackage': payResult,
  '/api/iot/createBalanceOrder': payResult,
  '/api/iot/createCouponOrder': payResult,
  '/api/iot/createVipOrder': payResult,
  '/api/iot/createAccelerateOrder': payResult,
  '/api/iot/repayShopOrder': payResult,
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
