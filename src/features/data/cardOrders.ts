import {
  createAccelerateOrder,
  createBalanceOrder,
  createCouponOrder,
  createVipOrder,
} from '@/api/iot';
import type { PayResult } from '@/api/types';

/**
 * The orders the card's checkouts create, one maker per kind. A checkout runs the maker inside its
 * payment (src/features/data/payment.ts), which confirms the order with the server and, once paid,
 * reloads what the card shows.
 */

/** Creates an order for a way to pay, with the pay password when the card asked for one. */
export type CreateOrder = (payType: string, payPassword?: string) => Promise<PayResult>;

/** A VIP membership. */
export const vipOrder =
  (vipId: number): CreateOrder =>
  (payType, payPassword) =>
    createVipOrder({ vipId, payType, payPassword });

/** An acceleration package. */
export const accelerateOrder =
  (accelerateId: number): CreateOrder =>
  (payType, payPassword) =>
    createAccelerateOrder({ accelerateId, payType, payPassword });

/** A balance recharge: a recharge option, or a custom amount when no option is named. */
export const balanceOrder =
  (choice: { optionId: number } | { money: number }): CreateOrder =>
  (payType) =>
    createBalanceOrder({ ...choice, payType });

/** A recharge activity (credit plus coupons). */
export const activityOrder =
  (activityId: number): CreateOrder =>
  (payType) =>
    createCouponOrder({ activityId, payType });
