/** The points shop and task centre: goods, addresses, store points, orders, tasks. */

import type { Logistics } from './order';

/** A product of the points shop. */
export interface PointsGoods {
  /** Goods id. */
  id: number;
  /** Name. */
  name: string;
  /** Image. */
  image: string;
  /** Images of the detail page. */
  images: string[];
  /** Points needed. */
  integral: number;
  /** Extra cash to pay. */
  money: number;
  /** Market price for display. */
  marketPrice: number;
  /** Stock. */
  stock: number;
  /** Sold. */
  sales: number;
  /** 1 shipped, 2 pick-up at a store point, 3 virtual. */
  deliveryType: 1 | 2 | 3;
  /** Rich-text detail (details call only). */
  detail?: string;
  /** Category id. */
  categoryId: number;
}

/** A delivery address of the card. */
export interface SimAddress {
  /** Address id (0 when creating). */
  id: number;
  /** Receiver. */
  name: string;
  /** Receiver mobile. */
  mobile: string;
  /** Province code. */
  provinceCode: string;
  /** Province. */
  province: string;
  /** City code. */
  cityCode: string;
  /** City. */
  city: string;
  /** County code. */
  countyCode: string;
  /** County. */
  county: string;
  /** Street and number. */
  detail: string;
  /** Whether it is the default. */
  isDefault: boolean;
}

/** A pick-up store point (GET /api/iot/goodsShopStore). */
export interface StorePoint {
  /** Store id. */
  id: number;
  /** Name. */
  name: string;
  /** Address. */
  address: string;
  /** Phone. */
  phone: string;
  /** Opening hours. */
  hours: string;
}

/** Points-shop order status: 0 unpaid, 1 paid, 2 shipped, 3 done, 4 cancelled. */
export type PointsOrderStatus = 0 | 1 | 2 | 3 | 4;

/** A points-shop order. */
export interface PointsOrder {
  /** Order id. */
  id: number;
  /** Order number. */
  orderSn: string;
  /** Goods id. */
  goodsId: number;
  /** Goods name. */
  goodsName: string;
  /** Goods image. */
  goodsImage: string;
  /** Quantity. */
  quantity: number;
  /** Points spent. */
  integral: number;
  /** Cash to pay. */
  money: number;
  /** Status. */
  status: PointsOrderStatus;
  /** Address snapshot (shipped goods). */
  address: SimAddress | null;
  /** Store point (pick-up goods). */
  store: StorePoint | null;
  /** Logistics (once shipped). */
  logistics: Logistics | null;
  /** Created. */
  createdAt: string;
}

/** A task of the task centre. */
export interface TaskItem {
  /** Task id. */
  id: number;
  /** Title. */
  title: string;
  /** Description. */
  desc: string;
  /** Icon. */
  icon: string;
  /** Points rewarded. */
  integral: number;
  /** 'signIn', 'buyPackage', 'bindPhone', 'realName', 'share'. */
  kind: string;
  /** Whether it is done (today for daily tasks). */
  done: boolean;
  /** Where the button goes when not done. */
  path: string;
}

/** GET /api/iot/taskCenter. */
export interface TaskCenter {
  /** Points of the card. */
  integral: number;
  /** Whether the card signed in today. */
  signedToday: boolean;
  /** Consecutive sign-in days. */
  signDays: number;
  /** Tasks. */
  tasks: TaskItem[];
}
