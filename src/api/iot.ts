import { call } from './call';
import * as iot from './declarations/iot';
import * as points from './declarations/points';
import { http } from './http';
import { withPayScene } from './payScene';
import type { BuyPackageBody } from './types';
import { demoCashierResult, type DemoCashierResult } from './types/iot';

// Every call here identifies the card by the Sim-No and Sim-Token headers; a missing or stale
// token answers 34061 (IoT login timed out).

/**
 * POST /api/iot/buyPackage: buys a package. Balance payment lowers the balance; 41001 asks for
 * the pay password, 41002 says it is wrong (the page handles both); -1 when the balance is too low.
 */
export const buyPackage = (body: BuyPackageBody) => call(iot.buyPackage, withPayScene(body));

/** POST /api/iot/createBalanceOrder: a balance recharge (an option id or a custom amount). */
export const createBalanceOrder = (body: { optionId?: number; money?: number; payType: string }) =>
  call(iot.createBalanceOrder, withPayScene(body));

/** POST /api/iot/createCouponOrder: buys a recharge activity. */
export const createCouponOrder = (body: { activityId: number; payType: string }) =>
  call(iot.createCouponOrder, withPayScene(body));

/** POST /api/iot/repayShopOrder: pays the cash part of an unpaid points order again. */
export const repayShopOrder = (body: { id: number; payType: string }) =>
  call(points.repayShopOrder, withPayScene(body));

/** POST /api/iot/createVipOrder: buys a VIP product. */
export const createVipOrder = (body: { vipId: number; payType: string; payPassword?: string }) =>
  call(iot.createVipOrder, withPayScene(body));

/** POST /api/iot/createAccelerateOrder: buys an acceleration product. */
export const createAccelerateOrder = (body: {
  accelerateId: number;
  payType: string;
  payPassword?: string;
}) => call(iot.createAccelerateOrder, withPayScene(body));

/**
 * Opens the cashier address of an order. The demo cashier is an API address that pays the order
 * at once (as the provider's callback would); a real cashier is an http(s) page the browser opens.
 */
export const payAtDemoCashier = (payUrl: string) =>
  // The card's own order: the demo cashier knows the card by its headers, as its order calls do.
  http.get<DemoCashierResult>(payUrl, undefined, { answer: demoCashierResult, card: true });
