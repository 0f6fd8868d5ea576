/** Shop orders, their payment state and logistics. */

import { coded, type Meanings } from './codes';
import {
  list,
  num,
  numOr,
  obj,
  oneOf,
  optNum,
  reqStr,
  str,
  type Field,
  type Shape,
  dateTime,
} from '@/lib/schema';

/** Shop order status: 0 unpaid, 1 paid, 2 accepted, 3 shipped, 4 done, 5 cancelled, 6 failed. */
export type ShopOrderStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** What each shop order status means. */
export const SHOP_ORDER_STATUSES = {
  0: 'unpaid',
  1: 'paid',
  2: 'accepted',
  3: 'shipped',
  4: 'done',
  5: 'cancelled',
  6: 'failed',
} as const satisfies Meanings<ShopOrderStatus>;

/** A shop order (extension: /api/shop/orderList, orderDetails). */
export const shopOrder = obj({
  /** Order id. */
  id: num,
  /** Order number. */
  orderSn: reqStr,
  /** Goods ordered. */
  goodsId: optNum,
  /** Goods name. */
  goodsName: str,
  /** Goods image. */
  goodsImage: str,
  /** Chosen number, if any. */
  mobile: str,
  /** Buyer name. */
  name: str,
  /** Contact mobile. */
  contactMobile: str,
  /** Delivery address in one line. */
  address: str,
  /** Amount to pay. */
  payMoney: numOr(0),
  /**
   * Prepaid call credit of the chosen number (shown on its number card), yuan; not part of
   * payMoney: it is paid when the card is activated and lands on the card's balance. 0 or absent
   * when the number has none.
   */
  prestore: optNum,
  /** Status (required: the page's actions depend on it; a value it does not know shows as such). */
  status: coded(num as Field<ShopOrderStatus>, SHOP_ORDER_STATUSES),
  /** Logistics company. */
  expressName: str,
  /** Tracking number. */
  expressNo: str,
  /** Created. */
  createdAt: dateTime,
});
export type ShopOrder = Shape<typeof shopOrder>;

/** One step of a logistics track. */
export const logisticsTrace = obj({
  /** When. */
  time: dateTime,
  /** What happened. */
  context: str,
});
export type LogisticsTrace = Shape<typeof logisticsTrace>;

/** Logistics of a parcel. */
export const logistics = obj({
  /** Carrier name. */
  expressName: str,
  /** Tracking number. */
  expressNo: str,
  /** 0 in transit, 1 delivering, 2 signed. */
  state: coded(oneOf([0, 1, 2] as const, 0), { 0: 'in transit', 1: 'delivering', 2: 'signed' }),
  /** Steps, most recent first. */
  traces: list(logisticsTrace),
});
export type Logistics = Shape<typeof logistics>;

/** Payment state of an order: 0 waiting for payment, 1 paid, 2 closed (cancelled or expired). */
export type OrderPayStatus = 0 | 1 | 2;
