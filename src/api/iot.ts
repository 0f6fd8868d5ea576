import { call } from './call';
import * as device from './declarations/device';
import * as iot from './declarations/iot';
import * as points from './declarations/points';
import { http } from './http';
import { withPayScene } from './payScene';
import type {
  BuyPackageBody,
  BuyShopGoodsBody,
  PageQuery,
  PlatformAuthBody,
  SetWifiBody,
  SimAddress,
  WifiType,
} from './types';
import { demoCashierResult, type DemoCashierResult } from './types/iot';

/** A call whose answer the app reads nothing from: it resolves to null once the card's backend agrees. */
const done = (answer: Promise<unknown>): Promise<null> => answer.then(() => null);

// Every call here identifies the card by the Sim-No and Sim-Token headers; a missing or stale
// token answers 34061 (IoT login timed out).

/** GET /api/iot/simInfo: the card's information and layout. */
export const getSimInfo = () => call(iot.getSimInfo);

/** POST /api/iot/simRefresh: asks the operator for fresh data (force skips the server cache). */
export const simRefresh = (force = true) => done(call(iot.simRefresh, { force }));

/** GET /api/iot/simOfficialAuth: the operator real-name address of the card. */
export const getSimOfficialAuth = () => call(iot.getSimOfficialAuth);

/** GET /api/iot/deviceOfficialAuth: the operator real-name address of a device's sims. */
export const getDeviceOfficialAuth = (simNo?: string) =>
  call(device.getDeviceOfficialAuth, { simNo });

/** POST /api/iot/simPlatformAuth: platform real-name authentication. */
export const simPlatformAuth = (body: PlatformAuthBody) => done(call(iot.simPlatformAuth, body));

/** POST /api/iot/simBindMobile: binds a phone number with its SMS code. */
export const simBindMobile = (body: { mobile: string; code: string }) =>
  done(call(iot.simBindMobile, body));

/** POST /api/iot/simUpdatePayPass: sets or changes the 6-digit pay password (oldPassword once one exists). */
export const simUpdatePayPass = (body: { password: string; oldPassword?: string }) =>
  done(call(iot.simUpdatePayPass, body));

/** GET /api/iot/packageChoose: packages to buy, seckill first. */
export const getPackageChoose = () => call(iot.getPackageChoose);

/** GET /api/iot/packageDetails: one package with the card's coupons for it. */
export const getPackageDetails = (id: number) => call(iot.getPackageDetails, { id });

/**
 * POST /api/iot/buyPackage: buys a package. Balance payment lowers the balance; 41001 asks for
 * the pay password, 41002 says it is wrong (the page handles both); -1 when the balance is too low.
 */
export const buyPackage = (body: BuyPackageBody) => call(iot.buyPackage, withPayScene(body));

/** GET /api/iot/renewPackageOption: auto-renew choices. */
export const getRenewPackageOption = () => call(iot.getRenewPackageOption);

/** POST /api/iot/simUpdateRenewPackage: sets the auto-renew package (0 turns it off). */
export const simUpdateRenewPackage = (packageId: number) =>
  done(call(iot.simUpdateRenewPackage, { packageId }));

/** POST /api/iot/closeVolumePackage: ends the pay-per-use volume package. */
export const closeVolumePackage = () => done(call(iot.closeVolumePackage));

/** GET /api/iot/simHistoryLine: daily usage of the last `days` days (7 or 30). */
export const getSimHistoryLine = (days = 7) => call(iot.getSimHistoryLine, { days });

/** GET /api/iot/balanceChoose: balance recharge options. */
export const getBalanceChoose = () => call(iot.getBalanceChoose);

/** POST /api/iot/createBalanceOrder: a balance recharge (an option id or a custom amount). */
export const createBalanceOrder = (body: { optionId?: number; money?: number; payType: string }) =>
  call(iot.createBalanceOrder, withPayScene(body));

/** GET /api/iot/couponChoose: recharge activities. */
export const getCouponChoose = () => call(iot.getCouponChoose);

/** POST /api/iot/createCouponOrder: buys a recharge activity. */
export const createCouponOrder = (body: { activityId: number; payType: string }) =>
  call(iot.createCouponOrder, withPayScene(body));

/** GET /api/iot/simPackageList: package orders of the card. */
export const getSimPackageList = (query: PageQuery = {}) => call(iot.getSimPackageList, query);

/** GET /api/iot/simBalanceList: balance recharge orders. */
export const getSimBalanceList = (query: PageQuery = {}) => call(iot.getSimBalanceList, query);

/** GET /api/iot/simBalanceLogList: the balance ledger. */
export const getSimBalanceLogList = (query: PageQuery = {}) =>
  call(iot.getSimBalanceLogList, query);

/** GET /api/iot/simIntegralLogList: the points ledger. */
export const getSimIntegralLogList = (query: PageQuery = {}) =>
  call(points.getSimIntegralLogList, query);

/** GET /api/iot/couponCoinLogList: the coupon-coin ledger. */
export const getCouponCoinLogList = (query: PageQuery = {}) =>
  call(iot.getCouponCoinLogList, query);

/** GET /api/iot/simCouponList (extension): the card's coupons, usable, unusable with reason and expired. */
export const getSimCouponList = (query: { packageId?: number } = {}) =>
  call(iot.getSimCouponList, query);

/** GET /api/iot/couponExchangeList: coupons to exchange for coupon coins. */
export const getCouponExchangeList = () => call(iot.getCouponExchangeList);

/** POST /api/iot/exchangeCoupon: exchanges coupon coins for a coupon. */
export const exchangeCoupon = (itemId: number) => call(iot.exchangeCoupon, { itemId });

/** GET /api/iot/integralShopIndex: the points shop. */
export const getIntegralShopIndex = (query: { categoryId?: number } = {}) =>
  call(points.getIntegralShopIndex, query);

/** GET /api/iot/integralShopGoodsDetails: one points product. */
export const getIntegralShopGoodsDetails = (id: number) =>
  call(points.getIntegralShopGoodsDetails, { id });

/** GET /api/iot/goodsShopStore: pick-up points of a product. */
export const getGoodsShopStore = (goodsId: number) => call(points.getGoodsShopStore, { goodsId });

/** POST /api/iot/buyShopGoods: orders a points product (points spent at once; cash, if any, paid later). */
export const buyShopGoods = (body: BuyShopGoodsBody) => call(points.buyShopGoods, body);

/** GET /api/iot/shopOrderList: points-shop orders. */
export const getShopOrderList = (query: PageQuery & { status?: number | '' } = {}) =>
  call(points.getShopOrderList, query);

/** GET /api/iot/shopOrderDetails: one points-shop order with logistics. */
export const getShopOrderDetails = (id: number) => call(points.getShopOrderDetails, { id });

/** POST /api/iot/cancelShopOrder: cancels an unpaid points order (points are returned). */
export const cancelShopOrder = (id: number) => done(call(points.cancelShopOrder, { id }));

/** POST /api/iot/repayShopOrder: pays the cash part of an unpaid points order again. */
export const repayShopOrder = (body: { id: number; payType: string }) =>
  call(points.repayShopOrder, withPayScene(body));

/** GET /api/iot/simAddressList: the card's delivery addresses, default first. */
export const getSimAddressList = () => call(points.getSimAddressList);

/** POST /api/iot/setSimAddress: adds (id 0) or edits an address. */
export const setSimAddress = (address: SimAddress) => call(points.setSimAddress, address);

/** POST /api/iot/delSimAddress: deletes an address. */
export const delSimAddress = (id: number) => done(call(points.delSimAddress, { id }));

/** POST /api/iot/setDefaultSimAddress: makes an address the default. */
export const setDefaultSimAddress = (id: number) => done(call(points.setDefaultSimAddress, { id }));

/** GET /api/iot/vipList: VIP products. */
export const getVipList = () => call(iot.getVipList);

/** POST /api/iot/createVipOrder: buys a VIP product. */
export const createVipOrder = (body: { vipId: number; payType: string; payPassword?: string }) =>
  call(iot.createVipOrder, withPayScene(body));

/** GET /api/iot/accelerateList: acceleration products. */
export const getAccelerateList = () => call(iot.getAccelerateList);

/** GET /api/iot/accelerateOrderList: acceleration orders of the card. */
export const getAccelerateOrderList = (query: PageQuery = {}) =>
  call(iot.getAccelerateOrderList, query);

/** POST /api/iot/createAccelerateOrder: buys an acceleration product. */
export const createAccelerateOrder = (body: {
  accelerateId: number;
  payType: string;
  payPassword?: string;
}) => call(iot.createAccelerateOrder, withPayScene(body));

/** GET /api/iot/taskCenter: tasks and sign-in state. */
export const getTaskCenter = () => call(points.getTaskCenter);

/** POST /api/iot/generalSignIn: daily sign-in (points once a day). */
export const generalSignIn = () => call(points.generalSignIn);

/** GET /api/iot/protocol: a protocol by key ('recharge', 'privacy', 'taskRule', 'vip'). */
export const getIotProtocol = (key: string) => call(iot.getIotProtocol, { key });

/** POST /api/iot/simRemoveBreak: lifts the break rule when allowed. */
export const simRemoveBreak = () => done(call(iot.simRemoveBreak));

/** GET /api/iot/changeSimList: sims a device can switch between. */
export const getChangeSimList = () => call(device.getChangeSimList);

/** POST /api/iot/simSwitchNet: switches the device to another sim. */
export const simSwitchNet = (simNo: string) => done(call(device.simSwitchNet, { simNo }));

/** POST /api/iot/iotDevice/setWiFiSsidPwd: renames a band or changes its password. */
export const setWifiSsidPwd = (body: SetWifiBody) => done(call(device.setWifiSsidPwd, body));

/** POST /api/iot/iotDevice/setWiFiDisplay: shows or hides a band's network name. */
export const setWifiDisplay = (body: { wifiType: WifiType; show: boolean }) =>
  done(call(device.setWifiDisplay, body));

/** POST /api/iot/iotDevice/restart: restarts the device. */
export const restartDevice = () => done(call(device.restartDevice));

/** POST /api/iot/iotDevice/close: powers the device off. */
export const closeDevice = () => done(call(device.closeDevice));

/** POST /api/iot/iotDevice/reset: factory-resets the device (Wi-Fi names and passwords too). */
export const resetDevice = () => done(call(device.resetDevice));

/** POST /api/iot/wifiCreate: a share code for one of the device's bands. */
export const createDeviceWifiCode = (wifiType: WifiType) =>
  call(device.createDeviceWifiCode, { wifiType });

/** POST /api/iot/deviceTerminalAuthSms: SMS code for terminal authentication. */
export const deviceTerminalAuthSms = (mobile: string) =>
  call(device.deviceTerminalAuthSms, { mobile });

/** POST /api/iot/deviceTerminalAuth: authenticates a connected terminal. */
export const deviceTerminalAuth = (body: { mac: string; mobile: string; code: string }) =>
  done(call(device.deviceTerminalAuth, body));

/** POST /api/iot/deviceWirelessAuthList: terminals connected to the device. */
export const getDeviceWirelessAuthList = () => call(device.getDeviceWirelessAuthList);

/** GET /api/iot/getSimOauthList: accounts bound to the card. */
export const getSimOauthList = () => call(iot.getSimOauthList);

/** POST /api/iot/unbindSimOauth: unbinds an account. */
export const unbindSimOauth = (id: number) => done(call(iot.unbindSimOauth, { id }));

/**
 * GET /api/iot/orderStatus (extension): the payment state of an order, polled after paying.
 * Silent: a failed poll is retried by the caller, never shown to the user.
 */
export const getOrderStatus = (orderSn: string) =>
  call(iot.getOrderStatus, { orderSn }, { silent: true });

/**
 * Opens the cashier address of an order. The demo cashier is an API address that pays the order
 * at once (as the provider's callback would); a real cashier is an http(s) page the browser opens.
 */
export const payAtDemoCashier = (payUrl: string) =>
  // The card's own order: the demo cashier knows the card by its headers, as its order calls do.
  http.get<DemoCashierResult>(payUrl, undefined, { answer: demoCashierResult, card: true });
