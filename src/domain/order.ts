/** Shop orders, their payment state and logistics. */

/** Shop order status: 0 unpaid, 1 paid, 2 accepted, 3 shipped, 4 done, 5 cancelled, 6 failed. */
export type ShopOrderStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A shop order (extension: /api/shop/orderList, orderDetails). */
export interface ShopOrder {
  /** Order id. */
  id: number;
  /** Order number. */
  orderSn: string;
  /** Goods ordered. */
  goodsId: number;
  /** Goods name. */
  goodsName: string;
  /** Goods image. */
  goodsImage: string;
  /** Chosen number, if any. */
  mobile: string;
  /** Buyer name. */
  name: string;
  /** Contact mobile. */
  contactMobile: string;
  /** Delivery address in one line. */
  address: string;
  /** Amount to pay. */
  payMoney: number;
  /**
   * Prepaid call credit of the chosen number (shown on its number card), yuan; not part of
   * payMoney: it is paid when the card is activated and lands on the card's balance. 0 or absent
   * when the number has none.
   */
  prestore?: number;
  /** Status. */
  status: ShopOrderStatus;
  /** Logistics company. */
  expressName: string;
  /** Tracking number. */
  expressNo: string;
  /** Created. */
  createdAt: string;
}

/** One step of a logistics track. */
export interface LogisticsTrace {
  /** When. */
  time: string;
  /** What happened. */
  context: string;
}

/** Logistics of a parcel. */
export interface Logistics {
  /** Carrier name. */
  expressName: string;
  /** Tracking number. */
  expressNo: string;
  /** 0 in transit, 1 delivering, 2 signed. */
  state: 0 | 1 | 2;
  /** Steps, most recent first. */
  traces: LogisticsTrace[];
}

/** Payment state of an order: 0 waiting for payment, 1 paid, 2 closed (cancelled or expired). */
export type OrderPayStatus = 0 | 1 | 2;
