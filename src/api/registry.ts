import * as appDomain from './appDomain';
import * as hk from './hk';
import * as iot from './iot';
import * as region from './region';
import * as shop from './shop';
import * as shopOrder from './shopOrder';
import * as codes from './codes';
import * as cardLogin from './cardLogin';
import * as agent from './agent';
import * as site from './site';

type Call = (...args: never[]) => Promise<unknown>;

/**
 * Every call of SPEC section 7 (and our extensions) by 'METHOD path', with its typed function.
 * A test checks this against the spec's list and against the demo API's handlers.
 */
export const API_CALLS = {
  'GET /api/hk/baseConfig': hk.getBaseConfig,
  'GET /api/hk/genericConfig': hk.getGenericConfig,
  'POST /api/hk/pointReport': hk.pointReport,
  'POST /api/hk/sendCode': hk.sendOrderCode,

  'GET /api/shop/numberList': shop.getNumberList,
  'GET /api/shop/goodsList': shop.getGoodsList,
  'GET /api/shop/base/ipLocation': shop.getIpLocation,
  'GET /api/shop/singlePageInfo': shop.getSinglePageInfo,
  'GET /api/shop/sysQuestion/view': shop.getQuestion,
  'GET /api/shop/sysQuestion/list': shop.getQuestionList,
  'GET /api/shop/customer/hotQuestionList': shop.getHotQuestionList,
  'POST /api/shop/login': shopOrder.shopLogin,
  'POST /api/shop/logout': shopOrder.shopLogout,
  'GET /api/shop/goodsDetails': shop.getGoodsDetails,
  'POST /api/shop/reserveNumber': shopOrder.reserveNumber,
  'POST /api/shop/releaseNumber': shopOrder.releaseNumber,
  'POST /api/shop/createOrder': shopOrder.createShopOrder,
  'GET /api/shop/orderList': shopOrder.getShopOrderList,
  'GET /api/shop/orderDetails': shopOrder.getShopOrderDetails,
  'GET /api/shop/orderLogistics': shopOrder.getShopOrderLogistics,
  'GET /api/shop/agent/lowerList': agent.getDownstreamAgents,
  'POST /api/shop/agent/saveLowerCustom': agent.saveLowerCustom,

  'GET /api/site/getWifiCode': codes.getWifiCode,
  'GET /api/site/loginProtocol': site.getLoginProtocol,
  'GET /api/site/iotLoginProtocol': site.getIotLoginProtocol,
  'GET /api/site/wxJsSign': site.getWxJsSign,
  'GET /api/site/config': site.getSiteConfig,
  'GET /api/site/wechatInfo': site.getWechatInfo,
  'GET /api/site/getOneCode': codes.getOneCode,
  'GET /api/site/generalOneCodeById': codes.getOneCodeById,
  'GET /api/wechat/authorize': site.getWechatAuthorize,
  'POST /api/site/wifiCreate': codes.createSiteWifi,
  'POST /api/sms/send': site.sendSms,
  'POST /api/site/updateAuthorizeStatus': codes.updateAuthorizeStatus,
  'POST /api/site/checkScanAuthorize': codes.checkScanAuthorize,
  'POST /api/site/ksUpdateProfile': site.ksUpdateProfile,
  'POST /api/dictData/options': site.getDictOptions,
  'GET /api/simLoginConfig': cardLogin.getSimLoginConfig,
  'POST /api/simLogin': cardLogin.simLogin,

  'GET /api/iot/simInfo': iot.getSimInfo,
  'GET /api/iot/simOfficialAuth': iot.getSimOfficialAuth,
  'GET /api/iot/deviceOfficialAuth': iot.getDeviceOfficialAuth,
  'GET /api/iot/couponChoose': iot.getCouponChoose,
  'GET /api/iot/renewPackageOption': iot.getRenewPackageOption,
  'GET /api/iot/simHistoryLine': iot.getSimHistoryLine,
  'GET /api/iot/packageChoose': iot.getPackageChoose,
  'GET /api/iot/packageDetails': iot.getPackageDetails,
  'GET /api/iot/balanceChoose': iot.getBalanceChoose,
  'GET /api/iot/accelerateOrderList': iot.getAccelerateOrderList,
  'GET /api/iot/simPackageList': iot.getSimPackageList,
  'GET /api/iot/simBalanceList': iot.getSimBalanceList,
  'GET /api/iot/simBalanceLogList': iot.getSimBalanceLogList,
  'GET /api/iot/simIntegralLogList': iot.getSimIntegralLogList,
  'GET /api/iot/integralShopIndex': iot.getIntegralShopIndex,
  'GET /api/iot/integralShopGoodsDetails': iot.getIntegralShopGoodsDetails,
  'GET /api/iot/simAddressList': iot.getSimAddressList,
  'GET /api/iot/goodsShopStore': iot.getGoodsShopStore,
  'GET /api/iot/shopOrderList': iot.getShopOrderList,
  'GET /api/iot/shopOrderDetails': iot.getShopOrderDetails,
  'GET /api/iot/vipList': iot.getVipList,
  'GET /api/iot/taskCenter': iot.getTaskCenter,
  'GET /api/iot/protocol': iot.getIotProtocol,
  'GET /api/iot/accelerateList': iot.getAccelerateList,
  'GET /api/iot/couponExchangeList': iot.getCouponExchangeList,
  'GET /api/iot/couponCoinLogList': iot.getCouponCoinLogList,
  'GET /api/iot/changeSimList': iot.getChangeSimList,
  'GET /api/iot/getSimOauthList': iot.getSimOauthList,
  'GET /api/iot/simCouponList': iot.getSimCouponList,
  'POST /api/iot/simBindMobile': iot.simBindMobile,
  'POST /api/iot/simPlatformAuth': iot.simPlatformAuth,
  'POST /api/iot/simUpdatePayPass': iot.simUpdatePayPass,
  'POST /api/iot/simUpdateRenewPackage': iot.simUpdateRenewPackage,
  'POST /api/iot/closeVolumePackage': iot.closeVolumePackage,
  'POST /api/iot/createCouponOrder': iot.createCouponOrder,
  'POST /api/iot/createBalanceOrder': iot.createBalanceOrder,
  'POST /api/iot/buyPackage': iot.buyPackage,
  'POST /api/iot/buyShopGoods': iot.buyShopGoods,
  'POST /api/iot/setSimAddress': iot.setSimAddress,
  'POST /api/iot/delSimAddress': iot.delSimAddress,
  'POST /api/iot/setDefaultSimAddress': iot.setDefaultSimAddress,
  'POST /api/iot/cancelShopOrder': iot.cancelShopOrder,
  'POST /api/iot/repayShopOrder': iot.repayShopOrder,
  'POST /api/iot/simRemoveBreak': iot.simRemoveBreak,
  'POST /api/iot/simSwitchNet': iot.simSwitchNet,
  'POST /api/iot/iotDevice/setWiFiSsidPwd': iot.setWifiSsidPwd,
  'POST /api/iot/iotDevice/setWiFiDisplay': iot.setWifiDisplay,
  'POST /api/iot/iotDevice/restart': iot.restartDevice,
  'POST /api/iot/iotDevice/close': iot.closeDevice,
  'POST /api/iot/iotDevice/reset': iot.resetDevice,
  'POST /api/iot/generalSignIn': iot.generalSignIn,
  'POST /api/iot/createVipOrder': iot.createVipOrder,
  'POST /api/iot/createAccelerateOrder': iot.createAccelerateOrder,
  'POST /api/iot/exchangeCoupon': iot.exchangeCoupon,
  'POST /api/iot/wifiCreate': iot.createDeviceWifiCode,
  'POST /api/iot/deviceTerminalAuthSms': iot.deviceTerminalAuthSms,
  'POST /api/iot/deviceTerminalAuth': iot.deviceTerminalAuth,
  'POST /api/iot/deviceWirelessAuthList': iot.getDeviceWirelessAuthList,
  'POST /api/iot/unbindSimOauth': iot.unbindSimOauth,
  'POST /api/iot/simRefresh': iot.simRefresh,

  'GET /provinces/{code}.json': region.getProvinces,
  'GET getAppDomain': appDomain.getAppDomain,
  'POST errorReport': appDomain.errorReport,
} satisfies Record<string, Call>;

export type ApiCallKey = keyof typeof API_CALLS;
