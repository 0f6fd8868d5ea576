import * as v from 'valibot';
import { mobileWithCode } from './fields';
import {
  accelerateOrder,
  accelerateProduct,
  balanceLog,
  balanceOption,
  balanceOrder,
  couponActivity,
  couponCoinLog,
  couponExchangeItem,
  historyLinePoint,
  simPackageOrder,
  userCoupon,
  vipProduct,
} from '@/domain/iot';
import { protocolText, simOauth } from '@/domain/site';
import { any, list, paged } from '@/lib/schema';
import { JSAPI_NOTE, pageQuery, payFields, payResult } from '../types/common';
import { endpoint } from '../declare';
import { SIM_INFO_PATH } from './paths';
import {
  buyPackageBody,
  officialAuthInfo,
  orderStatusResult,
  packageChooseResult,
  packageDetails,
  platformAuthBody,
  renewPackageOption,
  simInfo,
} from '../types/iot';

// The card's own calls: every one identifies the card by the Sim-No and Sim-Token headers, and a
// missing or stale token answers 34061 (IoT login timed out).

/** The codes of a balance payment with the pay password: 41001 asks for it, 41002 refuses it. */
const PAY_PASSWORD_CODES = [41001, 41002] as const;

// The card

export const getSimInfo = endpoint({
  method: 'GET',
  path: SIM_INFO_PATH,
  summary:
    "The card's information and layout; with Sim-No 'IotLayout:{id}' and no token, a layout preview.",
  origin: 'spec',
  auth: 'card',
  answer: simInfo,
});

export const simRefresh = endpoint({
  method: 'POST',
  path: '/api/iot/simRefresh',
  summary: 'Asks the operator for fresh card data (force skips the server cache).',
  origin: 'spec',
  auth: 'card',
  readOnly: true,
  input: v.object({ force: v.boolean() }),
  answer: any,
});

export const getSimOfficialAuth = endpoint({
  method: 'GET',
  path: '/api/iot/simOfficialAuth',
  summary: "The operator's real-name address of the card.",
  origin: 'spec',
  auth: 'card',
  answer: officialAuthInfo,
});

export const simPlatformAuth = endpoint({
  method: 'POST',
  path: '/api/iot/simPlatformAuth',
  summary: 'Platform real-name authentication of the card.',
  origin: 'spec',
  auth: 'card',
  input: platformAuthBody,
  answer: any,
});

export const simBindMobile = endpoint({
  method: 'POST',
  path: '/api/iot/simBindMobile',
  summary: 'Binds a phone number to the card with its SMS code.',
  origin: 'spec',
  auth: 'card',
  input: mobileWithCode,
  answer: any,
});

export const simUpdatePayPass = endpoint({
  method: 'POST',
  path: '/api/iot/simUpdatePayPass',
  summary:
    'Sets or changes the 6-digit pay password; a change needs the current one (41001 asks, 41002 refuses).',
  origin: 'spec',
  auth: 'card',
  input: v.object({ password: v.string(), oldPassword: v.optional(v.string()) }),
  answer: any,
  codes: PAY_PASSWORD_CODES,
});

export const getIotProtocol = endpoint({
  method: 'GET',
  path: '/api/iot/protocol',
  summary: "A protocol of the card by key ('recharge', 'privacy', 'taskRule', 'vip').",
  origin: 'spec',
  auth: 'card',
  input: v.object({ key: v.string() }),
  answer: protocolText,
});

export const simRemoveBreak = endpoint({
  method: 'POST',
  path: '/api/iot/simRemoveBreak',
  summary: "Lifts the card's break rule when the user may.",
  origin: 'spec',
  auth: 'card',
  answer: any,
});

export const getSimOauthList = endpoint({
  method: 'GET',
  path: '/api/iot/getSimOauthList',
  summary: 'Third-party accounts bound to the card.',
  origin: 'spec',
  auth: 'card',
  answer: list(simOauth),
});

export const unbindSimOauth = endpoint({
  method: 'POST',
  path: '/api/iot/unbindSimOauth',
  summary: 'Unbinds a third-party account from the card.',
  origin: 'spec',
  auth: 'card',
  input: v.object({ id: v.number() }),
  answer: any,
});

// Packages

export const getPackageChoose = endpoint({
  method: 'GET',
  path: '/api/iot/packageChoose',
  summary: 'Packages the card can buy, flash sales first.',
  origin: 'spec',
  auth: 'card',
  answer: packageChooseResult,
});

export const getPackageDetails = endpoint({
  method: 'GET',
  path: '/api/iot/packageDetails',
  summary: "One package with the card's coupons for it.",
  origin: 'spec',
  auth: 'card',
  input: v.object({ id: v.number() }),
  answer: packageDetails,
});

export const buyPackage = endpoint({
  method: 'POST',
  path: '/api/iot/buyPackage',
  summary:
    "Buys a package; a balance payment needs the pay password once set (41001 asks, 41002 refuses). payScene 'jsapi' (inside WeChat) asks for WeChat's bridge parameters (jsapi) with WeChat Pay.",
  origin: 'spec',
  auth: 'card',
  input: buyPackageBody,
  answer: payResult,
  codes: PAY_PASSWORD_CODES,
  createsOrder: true,
});

export const getRenewPackageOption = endpoint({
  method: 'GET',
  path: '/api/iot/renewPackageOption',
  summary: 'The auto-renew choices of the card.',
  origin: 'spec',
  auth: 'card',
  answer: renewPackageOption,
});

export const simUpdateRenewPackage = endpoint({
  method: 'POST',
  path: '/api/iot/simUpdateRenewPackage',
  summary: 'Sets the auto-renew package (0 turns auto-renewal off).',
  origin: 'spec',
  auth: 'card',
  input: v.object({ packageId: v.number() }),
  answer: any,
});

export const closeVolumePackage = endpoint({
  method: 'POST',
  path: '/api/iot/closeVolumePackage',
  summary: 'Ends the pay-per-use volume package.',
  origin: 'spec',
  auth: 'card',
  answer: any,
});

export const getSimHistoryLine = endpoint({
  method: 'GET',
  path: '/api/iot/simHistoryLine',
  summary: 'Daily usage of the last `days` days (7 or 30).',
  origin: 'spec',
  auth: 'card',
  input: v.object({ days: v.number() }),
  answer: list(historyLinePoint),
});

export const getSimPackageList = endpoint({
  method: 'GET',
  path: '/api/iot/simPackageList',
  summary: 'Package orders of the card, a page at a time.',
  origin: 'spec',
  auth: 'card',
  input: pageQuery,
  answer: paged(simPackageOrder),
});

// Balance, coupons and ledgers

export const getBalanceChoose = endpoint({
  method: 'GET',
  path: '/api/iot/balanceChoose',
  summary: 'Balance recharge options.',
  origin: 'spec',
  auth: 'card',
  answer: list(balanceOption),
});

export const createBalanceOrder = endpoint({
  method: 'POST',
  path: '/api/iot/createBalanceOrder',
  summary: `A balance recharge (an option id or a custom amount), paid online.${JSAPI_NOTE}`,
  origin: 'spec',
  auth: 'card',
  input: v.object({
    optionId: v.optional(v.number()),
    money: v.optional(v.number()),
    ...payFields,
  }),
  answer: payResult,
  createsOrder: true,
});

export const getCouponChoose = endpoint({
  method: 'GET',
  path: '/api/iot/couponChoose',
  summary: 'Recharge activities (coupon bundles) the card can buy.',
  origin: 'spec',
  auth: 'card',
  answer: list(couponActivity),
});

export const createCouponOrder = endpoint({
  method: 'POST',
  path: '/api/iot/createCouponOrder',
  summary: `Buys a recharge activity, paid online.${JSAPI_NOTE}`,
  origin: 'spec',
  auth: 'card',
  input: v.object({ activityId: v.number(), ...payFields }),
  answer: payResult,
  createsOrder: true,
});

export const getSimCouponList = endpoint({
  method: 'GET',
  path: '/api/iot/simCouponList',
  summary:
    "The card's coupons: usable, unusable with the reason (for a package when packageId is given) and expired.",
  origin: 'extension',
  auth: 'card',
  input: v.object({ packageId: v.optional(v.number()) }),
  answer: list(userCoupon),
});

export const getCouponExchangeList = endpoint({
  method: 'GET',
  path: '/api/iot/couponExchangeList',
  summary: 'Coupons to exchange for coupon coins.',
  origin: 'spec',
  auth: 'card',
  answer: list(couponExchangeItem),
});

export const exchangeCoupon = endpoint({
  method: 'POST',
  path: '/api/iot/exchangeCoupon',
  summary: 'Exchanges coupon coins for a coupon (30001 when out of stock).',
  origin: 'spec',
  auth: 'card',
  input: v.object({ itemId: v.number() }),
  answer: userCoupon,
  codes: [30001],
});

export const getSimBalanceList = endpoint({
  method: 'GET',
  path: '/api/iot/simBalanceList',
  summary: 'Balance recharge orders of the card, a page at a time.',
  origin: 'spec',
  auth: 'card',
  input: pageQuery,
  answer: paged(balanceOrder),
});

export const getSimBalanceLogList = endpoint({
  method: 'GET',
  path: '/api/iot/simBalanceLogList',
  summary: 'The balance ledger of the card, a page at a time.',
  origin: 'spec',
  auth: 'card',
  input: pageQuery,
  answer: paged(balanceLog),
});

export const getCouponCoinLogList = endpoint({
  method: 'GET',
  path: '/api/iot/couponCoinLogList',
  summary: 'The coupon-coin ledger of the card, a page at a time.',
  origin: 'spec',
  auth: 'card',
  input: pageQuery,
  answer: paged(couponCoinLog),
});

export const getOrderStatus = endpoint({
  method: 'GET',
  path: '/api/iot/orderStatus',
  summary: 'The payment state of any order of the card by its number, polled after paying.',
  origin: 'extension',
  auth: 'card',
  input: v.object({ orderSn: v.string() }),
  answer: orderStatusResult,
});

// VIP and acceleration

export const getVipList = endpoint({
  method: 'GET',
  path: '/api/iot/vipList',
  summary: 'VIP products.',
  origin: 'spec',
  auth: 'card',
  answer: list(vipProduct),
});

export const createVipOrder = endpoint({
  method: 'POST',
  path: '/api/iot/createVipOrder',
  summary:
    "Buys a VIP product; a balance payment needs the pay password once set (41001 asks, 41002 refuses). payScene 'jsapi' (inside WeChat) asks for WeChat's bridge parameters (jsapi) with WeChat Pay.",
  origin: 'spec',
  auth: 'card',
  input: v.object({ vipId: v.number(), ...payFields, payPassword: v.optional(v.string()) }),
  answer: payResult,
  codes: PAY_PASSWORD_CODES,
  createsOrder: true,
});

export const getAccelerateList = endpoint({
  method: 'GET',
  path: '/api/iot/accelerateList',
  summary: 'Acceleration (speed-up) products.',
  origin: 'spec',
  auth: 'card',
  answer: list(accelerateProduct),
});

export const getAccelerateOrderList = endpoint({
  method: 'GET',
  path: '/api/iot/accelerateOrderList',
  summary: 'Acceleration orders of the card, a page at a time.',
  origin: 'spec',
  auth: 'card',
  input: pageQuery,
  answer: paged(accelerateOrder),
});

export const createAccelerateOrder = endpoint({
  method: 'POST',
  path: '/api/iot/createAccelerateOrder',
  summary:
    "Buys an acceleration product; a balance payment needs the pay password once set (41001 asks, 41002 refuses). payScene 'jsapi' (inside WeChat) asks for WeChat's bridge parameters (jsapi) with WeChat Pay.",
  origin: 'spec',
  auth: 'card',
  input: v.object({
    accelerateId: v.number(),
    ...payFields,
    payPassword: v.optional(v.string()),
  }),
  answer: payResult,
  codes: PAY_PASSWORD_CODES,
  createsOrder: true,
});
