/** The points shop and task centre: goods, addresses, store points, orders, tasks. */

import { coded, type Meanings } from './codes';
import {
  bool,
  num,
  numOr,
  obj,
  optObj,
  optStr,
  list,
  reqStr,
  str,
  strList,
  type Shape,
  dateTime,
} from '@/lib/schema';
import { numIn } from './iot';
import { logistics } from './order';

/** A product of the points shop. */
export const pointsGoods = obj({
  /** Goods id. */
  id: num,
  /** Name. */
  name: str,
  /** Image. */
  image: str,
  /** Images of the detail page. */
  images: strList,
  /** Points needed. */
  integral: num,
  /** Extra cash to pay. */
  money: numOr(0),
  /** Market price for display. */
  marketPrice: numOr(0),
  /** Stock. */
  stock: numOr(0),
  /** Sold. */
  sales: numOr(0),
  /** 1 shipped, 2 pick-up at a store point, 3 virtual (the checkout depends on it). */
  deliveryType: coded(numIn([1, 2, 3]), {
    1: 'shipped',
    2: 'pick-up at a store point',
    3: 'virtual',
  }),
  /** Rich-text detail (details call only). */
  detail: optStr,
  /** Category id. */
  categoryId: numOr(0),
});
export type PointsGoods = Shape<typeof pointsGoods>;

/** A delivery address of the card. */
export const simAddress = obj({
  /** Address id (0 when creating). */
  id: num,
  /** Receiver. */
  name: str,
  /** Receiver mobile. */
  mobile: str,
  /** Province code. */
  provinceCode: str,
  /** Province. */
  province: str,
  /** City code. */
  cityCode: str,
  /** City. */
  city: str,
  /** County code. */
  countyCode: str,
  /** County. */
  county: str,
  /** Street and number. */
  detail: str,
  /** Whether it is the default. */
  isDefault: bool,
});
export type SimAddress = Shape<typeof simAddress>;

/** A pick-up store point (GET /api/iot/goodsShopStore). */
export const storePoint = obj({
  /** Store id. */
  id: num,
  /** Name. */
  name: str,
  /** Address. */
  address: str,
  /** Phone. */
  phone: str,
  /** Opening hours. */
  hours: str,
});
export type StorePoint = Shape<typeof storePoint>;

/** Points-shop order status: 0 unpaid, 1 paid, 2 shipped, 3 done, 4 cancelled. */
export const POINTS_ORDER_STATUSES = [0, 1, 2, 3, 4] as const;

/** What each points-shop order status means. */
export const POINTS_ORDER_MEANINGS = {
  0: 'unpaid',
  1: 'paid',
  2: 'shipped',
  3: 'done',
  4: 'cancelled',
} as const satisfies Meanings<(typeof POINTS_ORDER_STATUSES)[number]>;

/** Points-shop order status: 0 unpaid, 1 paid, 2 shipped, 3 done, 4 cancelled. */
export type PointsOrderStatus = (typeof POINTS_ORDER_STATUSES)[number];

/** A points-shop order. */
export const pointsOrder = obj({
  /** Order id. */
  id: num,
  /** Order number. */
  orderSn: reqStr,
  /** Goods id. */
  goodsId: numOr(0),
  /** Goods name. */
  goodsName: str,
  /** Goods image. */
  goodsImage: str,
  /** Quantity. */
  quantity: numOr(1),
  /** Points spent. */
  integral: numOr(0),
  /** Cash to pay. */
  money: numOr(0),
  /** Status (the order's actions depend on it). */
  status: coded(numIn(POINTS_ORDER_STATUSES), POINTS_ORDER_MEANINGS),
  /** Address snapshot (shipped goods); a snapshot needs no id of its own. */
  address: optObj({ ...simAddress.entries, id: numOr(0) }),
  /** Store point (pick-up goods). */
  store: optObj({ ...storePoint.entries, id: numOr(0) }),
  /** Logistics (once shipped). */
  logistics: optObj(logistics.entries),
  /** Created. */
  createdAt: dateTime,
});
export type PointsOrder = Shape<typeof pointsOrder>;

/** A task of the task centre. */
export const taskItem = obj({
  /** Task id. */
  id: num,
  /** Title. */
  title: str,
  /** Description. */
  desc: str,
  /** Icon. */
  icon: str,
  /** Points rewarded. */
  integral: numOr(0),
  /** 'signIn', 'buyPackage', 'bindPhone', 'realName', 'share'. */
  kind: coded(str, {
    signIn: 'daily sign-in',
    buyPackage: 'buy a package',
    bindPhone: 'bind a phone',
    realName: 'real-name authentication',
    share: 'share',
  }),
  /** Whether it is done (today for daily tasks). */
  done: bool,
  /** Where the button goes when not done. */
  path: str,
});
export type TaskItem = Shape<typeof taskItem>;

/** GET /api/iot/taskCenter. */
export const taskCenter = obj({
  /** Points of the card. */
  integral: numOr(0),
  /** Whether the card signed in today. */
  signedToday: bool,
  /** Consecutive sign-in days. */
  signDays: numOr(0),
  /** Tasks. */
  tasks: list(taskItem),
});
export type TaskCenter = Shape<typeof taskCenter>;
