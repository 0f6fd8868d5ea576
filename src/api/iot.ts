import { http } from './http';
import type {
  AccelerateOrder,
  AccelerateProduct,
  BalanceLog,
  BalanceOption,
  BalanceOrder,
  BuyPackageBody,
  BuyShopGoodsBody,
  ChangeSimItem,
  CouponActivity,
  CouponCoinLog,
  CouponExchangeItem,
  HistoryLinePoint,
  IntegralLog,
  IntegralShopIndex,
  OfficialAuthInfo,
  OrderStatusResult,
  PackageChooseResult,
  PackageDetails,
  Paged,
  PageQuery,
  PayResult,
  PlatformAuthBody,
  PointsGoods,
  PointsOrder,
  ProtocolText,
  RenewPackageOption,
  SetWifiBody,
  SimAddress,
  SimInfo,
  SimOauth,
  SimPackageOrder,
  StorePoint,
  TaskCenter,
  UserCoupon,
  VipProduct,
  WifiCode,
  WifiType,
  WirelessTerminal,
} from './types';

// Every call here identifies the card by the Sim-No and Sim-Token headers; a missing or stale
// token answers 34061 (IoT login timed out).

/** GET /api/iot/simInfo: the card's information and layout. */
export const getSimInfo = () => http.get<SimInfo>('/api/iot/simInfo');

/** POST /api/iot/simRefresh: asks the operator for fresh data (force skips the server cache). */
export const simRefresh = (force = true) => http.post<null>('/api/iot/simRefresh', { force });

/** GET /api/iot/simOfficialAuth: the operator real-name address of the card. */
export const getSimOfficialAuth = () => http.get<OfficialAuthInfo>('/api/iot/simOfficialAuth');

/** GET /api/iot/deviceOfficialAuth: the operator real-name address of a device's sims. */
export const getDeviceOfficialAuth = (simNo?: string) =>
  http.get<OfficialAuthInfo>('/api/iot/deviceOfficialAuth', { simNo });

/** POST /api/iot/simPlatformAuth: platform real-name authentication. */
export const simPlatformAuth = (body: PlatformAuthBody) =>
  http.post<null>('/api/iot/simPlatformAuth', { ...body });

/** POST /api/iot/simBindMobile: binds a phone number with its SMS code. */
export const simBindMobile = (body: { mobile: string; code: string }) =>
  http.post<null>('/api/iot/simBindMobile', body);

/** POST /api/iot/simUpdatePayPass: sets or changes the 6-digit pay password (oldPassword once one exists). */
export const simUpdatePayPass = (body: { password: string; oldPassword?: string }) =>
  http.post<null>('/api/iot/simUpdatePayPass', body);

/** GET /api/iot/packageChoose: packages to buy, seckill first. */
export const getPackageChoose = () => http.get<PackageChooseResult>('/api/iot/packageChoose');

/** GET /api/iot/packageDetails: one package with the card's coupons for it. */
export const getPackageDetails = (id: number) =>
  http.get<PackageDetails>('/api/iot/packageDetails', { id });

/**
 * POST /api/iot/buyPackage: buys a package. Balance payment lowers the balance; 41001 asks for
 * the pay password, 41002 says it is wrong (the page handles both); -1 when the balance is too low.
 */
export const buyPackage = (body: BuyPackageBody) =>
  http.post<PayResult>('/api/iot/buyPackage', { ...body });

/** GET /api/iot/renewPackageOption: auto-renew choices. */
export const getRenewPackageOption = () =>
  http.get<RenewPackageOption>('/api/iot/renewPackageOption');

/** POST /api/iot/simUpdateRenewPackage: sets the auto-renew package (0 turns it off). */
export const simUpdateRenewPackage = (packageId: number) =>
  http.post<null>('/api/iot/simUpdateRenewPackage', { packageId });

/** POST /api/iot/closeVolumePackage: ends the pay-per-use volume package. */
export const closeVolumePackage = () => http.post<null>('/api/iot/closeVolumePackage');

/** GET /api/iot/simHistoryLine: daily usage of the last `days` days (7 or 30). */
export const getSimHistoryLine = (days = 7) =>
  http.get<HistoryLinePoint[]>('/api/iot/simHistoryLine', { days });

/** GET /api/iot/balanceChoose: balance recharge options. */
export const getBalanceChoose = () => http.get<BalanceOption[]>('/api/iot/balanceChoose');

/** POST /api/iot/createBalanceOrder: a balance recharge (an option id or a custom amount). */
export const createBalanceOrder = (body: { optionId?: number; money?: number; payType: string }) =>
  http.post<PayResult>('/api/iot/createBalanceOrder', body);

/** GET /api/iot/couponChoose: recharge activities. */
export const getCouponChoose = () => http.get<CouponActivity[]>('/api/iot/couponChoose');

/** POST /api/iot/createCouponOrder: buys a recharge activity. */
export const createCouponOrder = (body: { activityId: number; payType: string }) =>
  http.post<PayResult>('/api/iot/createCouponOrder', body);

/** GET /api/iot/simPackageList: package orders of the card. */
export const getSimPackageList = (query: PageQuery = {}) =>
  http.get<Paged<SimPackageOrder>>('/api/iot/simPackageList', { ...query });

/** GET /api/iot/simBalanceList: balance recharge orders. */
export const getSimBalanceList = (query: PageQuery = {}) =>
  http.get<Paged<BalanceOrder>>('/api/iot/simBalanceList', { ...query });

/** GET /api/iot/simBalanceLogList: the balance ledger. */
export const getSimBalanceLogList = (query: PageQuery = {}) =>
  http.get<Paged<BalanceLog>>('/api/iot/simBalanceLogList', { ...query });

/** GET /api/iot/simIntegralLogList: the points ledger. */
export const getSimIntegralLogList = (query: PageQuery = {}) =>
  http.get<Paged<IntegralLog>>('/api/iot/simIntegralLogList', { ...query });

/** GET /api/iot/couponCoinLogList: the coupon-coin ledger. */
export const getCouponCoinLogList = (query: PageQuery = {}) =>
  http.get<Paged<CouponCoinLog>>('/api/iot/couponCoinLogList', { ...query });

/** GET /api/iot/simCouponList (extension): the card's coupons, usable, unusable with reason and expired. */
export const getSimCouponList = (query: { packageId?: number } = {}) =>
  http.get<UserCoupon[]>('/api/iot/simCouponList', { ...query });

/** GET /api/iot/couponExchangeList: coupons to exchange for coupon coins. */
export const getCouponExchangeList = () =>
  http.get<CouponExchangeItem[]>('/api/iot/couponExchangeList');

/** POST /api/iot/exchangeCoupon: exchanges coupon coins for a coupon. */
export const exchangeCoupon = (itemId: number) =>
  http.post<UserCoupon>('/api/iot/exchangeCoupon', { itemId });

/** GET /api/iot/integralShopIndex: the points shop. */
export const getIntegralShopIndex = (query: { categoryId?: number } = {}) =>
  http.get<IntegralShopIndex>('/api/iot/integralShopIndex', { ...query });

/** GET /api/iot/integralShopGoodsDetails: one points product. */
export const getIntegralShopGoodsDetails = (id: number) =>
  http.get<PointsGoods>('/api/iot/integralShopGoodsDetails', { id });

/** GET /api/iot/goodsShopStore: pick-up points of a product. */
export const getGoodsShopStore = (goodsId: number) =>
  http.get<StorePoint[]>('/api/iot/goodsShopStore', { goodsId });

/** POST /api/iot/buyShopGoods: orders a points product (points spent at once; cash, if any, paid later). */
export const buyShopGoods = (body: BuyShopGoodsBody) =>
  http.post<PointsOrder>('/api/iot/buyShopGoods', { ...body });

/** GET /api/iot/shopOrderList: points-shop orders. */
export const getShopOrderList = (query: PageQuery & { status?: number | '' } = {}) =>
  http.get<Paged<PointsOrder>>('/api/iot/shopOrderList', { ...query });

/** GET /api/iot/shopOrderDetails: one points-shop order with logistics. */
export const getShopOrderDetails = (id: number) =>
  http.get<PointsOrder>('/api/iot/shopOrderDetails', { id });

/** POST /api/iot/cancelShopOrder: cancels an unpaid points order (points are returned). */
export const cancelShopOrder = (id: number) => http.post<null>('/api/iot/cancelShopOrder', { id });

/** POST /api/iot/repayShopOrder: pays the cash part of an unpaid points order again. */
export const repayShopOrder = (body: { id: number; payType: string }) =>
  http.post<PayResult>('/api/iot/repayShopOrder', body);

/** GET /api/iot/simAddressList: the card's delivery addresses, default first. */
export const getSimAddressList = () => http.get<SimAddress[]>('/api/iot/simAddressList');

/** POST /api/iot/setSimAddress: adds (id 0) or edits an address. */
export const setSimAddress = (address: SimAddress) =>
  http.post<SimAddress>('/api/iot/setSimAddress', { ...address });

/** POST /api/iot/delSimAddress: deletes an address. */
export const delSimAddress = (id: number) => http.post<null>('/api/iot/delSimAddress', { id });

/** POST /api/iot/setDefaultSimAddress: makes an address the default. */
export const setDefaultSimAddress = (id: number) =>
  http.post<null>('/api/iot/setDefaultSimAddress', { id });

/** GET /api/iot/vipList: VIP products. */
export const getVipList = () => http.get<VipProduct[]>('/api/iot/vipList');

/** POST /api/iot/createVipOrder: buys a VIP product. */
export const createVipOrder = (body: { vipId: number; payType: string; payPassword?: string }) =>
  http.post<PayResult>('/api/iot/createVipOrder', body);

/** GET /api/iot/accelerateList: acceleration products. */
export const getAccelerateList = () => http.get<AccelerateProduct[]>('/api/iot/accelerateList');

/** GET /api/iot/accelerateOrderList: acceleration orders of the card. */
export const getAccelerateOrderList = (query: PageQuery = {}) =>
  http.get<Paged<AccelerateOrder>>('/api/iot/accelerateOrderList', { ...query });

/** POST /api/iot/createAccelerateOrder: buys an acceleration product. */
export const createAccelerateOrder = (body: {
  accelerateId: number;
  payType: string;
  payPassword?: string;
}) => http.post<PayResult>('/api/iot/createAccelerateOrder', body);

/** GET /api/iot/taskCenter: tasks and sign-in state. */
export const getTaskCenter = () => http.get<TaskCenter>('/api/iot/taskCenter');

/** POST /api/iot/generalSignIn: daily sign-in (points once a day). */
export const generalSignIn = () =>
  http.post<{ integral: number; signDays: number }>('/api/iot/generalSignIn');

/** GET /api/iot/protocol: a protocol by key ('recharge', 'privacy', 'taskRule', 'vip'). */
export const getIotProtocol = (key: string) => http.get<ProtocolText>('/api/iot/protocol', { key });

/** POST /api/iot/simRemoveBreak: lifts the break rule when allowed. */
export const simRemoveBreak = () => http.post<null>('/api/iot/simRemoveBreak');

/** GET /api/iot/changeSimList: sims a device can switch between. */
export const getChangeSimList = () => http.get<ChangeSimItem[]>('/api/iot/changeSimList');

/** POST /api/iot/simSwitchNet: switches the device to another sim. */
export const simSwitchNet = (simNo: string) => http.post<null>('/api/iot/simSwitchNet', { simNo });

/** POST /api/iot/iotDevice/setWiFiSsidPwd: renames a band or changes its password. */
export const setWifiSsidPwd = (body: SetWifiBody) =>
  http.post<null>('/api/iot/iotDevice/setWiFiSsidPwd', { ...body });

/** POST /api/iot/iotDevice/setWiFiDisplay: shows or hides a band's network name. */
export const setWifiDisplay = (body: { wifiType: WifiType; show: boolean }) =>
  http.post<null>('/api/iot/iotDevice/setWiFiDisplay', body);

/** POST /api/iot/iotDevice/restart: restarts the device. */
export const restartDevice = () => http.post<null>('/api/iot/iotDevice/restart');

/** POST /api/iot/iotDevice/close: powers the device off. */
export const closeDevice = () => http.post<null>('/api/iot/iotDevice/close');

/** POST /api/iot/iotDevice/reset: factory-resets the device (Wi-Fi names and passwords too). */
export const resetDevice = () => http.post<null>('/api/iot/iotDevice/reset');

/** POST /api/iot/wifiCreate: a share code for one of the device's bands. */
export const createDeviceWifiCode = (wifiType: WifiType) =>
  http.post<WifiCode>('/api/iot/wifiCreate', { wifiType });

/** POST /api/iot/deviceTerminalAuthSms: SMS code for terminal authentication. */
export const deviceTerminalAuthSms = (mobile: string) =>
  http.post<{ expireIn: number }>('/api/iot/deviceTerminalAuthSms', { mobile });

/** POST /api/iot/deviceTerminalAuth: authenticates a connected terminal. */
export const deviceTerminalAuth = (body: { mac: string; mobile: string; code: string }) =>
  http.post<null>('/api/iot/deviceTerminalAuth', body);

/** POST /api/iot/deviceWirelessAuthList: terminals connected to the device. */
export const getDeviceWirelessAuthList = () =>
  http.post<WirelessTerminal[]>('/api/iot/deviceWirelessAuthList');

/** GET /api/iot/getSimOauthList: accounts bound to the card. */
export const getSimOauthList = () => http.get<SimOauth[]>('/api/iot/getSimOauthList');

/** POST /api/iot/unbindSimOauth: unbinds an account. */
export const unbindSimOauth = (id: number) => http.post<null>('/api/iot/unbindSimOauth', { id });

/**
 * GET /api/iot/orderStatus (extension): the payment state of an order, polled after paying.
 * Silent: a failed poll is retried by the caller, never shown to the user.
 */
export const getOrderStatus = (orderSn: string) =>
  http.get<OrderStatusResult>('/api/iot/orderStatus', { orderSn }, { silent: true });

/**
 * Opens the cashier address of an order. The demo cashier is an API address that pays the order
 * at once (as the provider's callback would); a real cashier is an http(s) page the browser opens.
 */
export const payAtDemoCashier = (payUrl: string) =>
  http.get<{ orderSn: string; paid: boolean }>(payUrl);
