import type { PayResult, PointsOrder, TaskCenter } from '@/api/types';
import { db, iso, logisticsFor, nextId, STORE_POINTS, type DemoCard } from '../db';
import { checkPayPassword, DEMO_CASHIER, ONLINE_PAY_TYPES, payResult } from './billing';
import { done, invalidInput, refuse, type Result } from './result';

/** Points a daily sign-in gives. */
export const SIGN_IN_POINTS = 10;
/** The demo warehouse ships a paid order to an address two seconds after it was placed. */
export const SHIP_AFTER_MS = 2000;

const today = (now: number) => iso(now).slice(0, 10);

/** Adds (or with a negative amount takes) points with a ledger line. */
export function addPoints(card: DemoCard, integral: number, remark: string): void {
  card.info.integral = (card.info.integral ?? 0) + integral;
  card.integralLogs.unshift({
    id: nextId(),
    integral,
    after: card.info.integral,
    remark,
    createdAt: iso(Date.now()),
  });
}

/** The task centre: the card's points, its sign-in streak and each task done or not. */
export function taskCenter(card: DemoCard, now = Date.now()): TaskCenter {
  const day = today(now);
  const signedToday = card.signedOn === day;
  return {
    integral: card.info.integral ?? 0,
    signedToday,
    signDays: card.signDays,
    tasks: [
      {
        id: 1,
        title: '每日签到',
        desc: '每天签到得 10 积分',
        icon: 'sign',
        integral: SIGN_IN_POINTS,
        kind: 'signIn',
        done: signedToday,
        path: '',
      },
      {
        id: 2,
        title: '订购任意套餐',
        desc: '本月订购套餐得 100 积分',
        icon: 'package',
        integral: 100,
        kind: 'buyPackage',
        done: card.packageOrders.some(
          (o) => o.status > 0 && o.createdAt.slice(0, 7) === day.slice(0, 7),
        ),
        path: '/pages/iot/index/package/index',
      },
      {
        id: 3,
        title: '绑定手机号',
        desc: '绑定后得 50 积分',
        icon: 'phone',
        integral: 50,
        kind: 'bindPhone',
        done: !!card.info.mobile,
        path: '/pages/iot/index/bindPhone/index',
      },
      {
        id: 4,
        title: '完成实名认证',
        desc: '实名后得 50 积分',
        icon: 'realname',
        integral: 50,
        kind: 'realName',
        done: card.info.authStatus === 1,
        path: '/pages/iot/index/realnameAuth/index',
      },
    ],
  };
}

/** Signs in once a day for 10 points. */
export function signIn(card: DemoCard): Result<{ integral: number; signDays: number }> {
  const day = today(Date.now());
  if (card.signedOn === day) return refuse(-1, 'Already signed in today');
  card.signedOn = day;
  card.signDays += 1;
  addPoints(card, SIGN_IN_POINTS, '每日签到');
  return done({ integral: card.info.integral ?? 0, signDays: card.signDays });
}

/** The points shop front page, of one category or all. */
export function pointsShopIndex(card: DemoCard, categoryId: number) {
  return {
    integral: card.info.integral ?? 0,
    banners: [{ image: '/static/points/banner.png', title: '积分兑好礼', link: '' }],
    categories: [
      { id: 1, name: '实物好礼' },
      { id: 2, name: '话费券' },
    ],
    goods: db.pointsGoods
      .filter((g) => !categoryId || g.categoryId === categoryId)
      .map(({ detail: _detail, ...g }) => g),
  };
}

export const findPointsGoods = (id: number) => db.pointsGoods.find((g) => g.id === id);

/** The pick-up points of goods collected in store (none for other goods). */
export function pickUpPoints(goodsId: number): Result<typeof STORE_POINTS> {
  const goods = findPointsGoods(goodsId);
  if (!goods) return invalidInput('Goods not found');
  return done(goods.deliveryType === 2 ? STORE_POINTS : []);
}

export interface BuyPointsGoodsInput {
  goodsId: number;
  quantity: number;
  addressId: number;
  storeId: number;
  payPassword: string;
}

/**
 * Exchanges points for goods: 30001 out of stock; an address for delivered goods, a pick-up point
 * for store goods; the pay password once the card has one. Goods with a cash part wait for
 * payment, the rest go to shipping (virtual ones are done at once).
 */
export function buyPointsGoods(card: DemoCard, input: BuyPointsGoodsInput): Result<PointsOrder> {
  const goods = findPointsGoods(input.goodsId);
  if (!goods) return invalidInput('Goods not found');
  const { quantity } = input;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10)
    return invalidInput('Quantity must be 1-10');
  if (goods.stock < quantity) return refuse(30001, '');
  const address =
    goods.deliveryType === 1 ? card.addresses.find((a) => a.id === input.addressId) : undefined;
  if (goods.deliveryType === 1 && !address) return invalidInput('Please choose a delivery address');
  const store =
    goods.deliveryType === 2 ? STORE_POINTS.find((s) => s.id === input.storeId) : undefined;
  if (goods.deliveryType === 2 && !store) return invalidInput('Please choose a pick-up point');
  // Spending points is a payment: once the card has a pay password, it must come with it.
  const refused = checkPayPassword(card, input.payPassword);
  if (refused) return refused;
  const integral = goods.integral * quantity;
  const have = card.info.integral ?? 0;
  if (have < integral) return refuse(-1, `Not enough points: ${have}, ${integral} needed`);
  addPoints(card, -integral, `兑换 ${goods.name}`);
  goods.stock -= quantity;
  goods.sales += quantity;
  const money = Math.round(goods.money * quantity * 100) / 100;
  const order: PointsOrder = {
    id: nextId(),
    orderSn: `PT${Date.now()}`,
    goodsId: goods.id,
    goodsName: goods.name,
    goodsImage: goods.image,
    quantity,
    integral,
    money,
    status: money > 0 ? 0 : goods.deliveryType === 3 ? 3 : 1,
    address: address ?? null,
    store: store ?? null,
    logistics: null,
    createdAt: iso(Date.now()),
  };
  card.pointsOrders.unshift(order);
  return done(order);
}

/** Paid orders to an address ship after a moment and then carry a logistics track. */
export function pointsOrderView(order: PointsOrder, now = Date.now()): PointsOrder {
  if (order.status === 1 && order.address && now - Date.parse(order.createdAt) > SHIP_AFTER_MS)
    order.status = 2;
  if (order.status === 2 && !order.logistics) {
    return { ...order, logistics: logisticsFor(`SF${order.orderSn.slice(-10)}`, now) };
  }
  return order;
}

/** The card's points orders, of one status ('' for all). */
export const pointsOrders = (card: DemoCard, status: string) =>
  card.pointsOrders
    .filter((o) => status === '' || String(o.status) === status)
    .map((o) => pointsOrderView(o));

export function pointsOrder(card: DemoCard, id: number): Result<PointsOrder> {
  const order = card.pointsOrders.find((o) => o.id === id);
  return order ? done(pointsOrderView(order)) : invalidInput('Order not found');
}

/** Cancels an unpaid order: the points come back and the goods go back on the shelf. */
export function cancelPointsOrder(card: DemoCard, id: number): Result<null> {
  const order = card.pointsOrders.find((o) => o.id === id);
  if (!order) return invalidInput('Order not found');
  if (order.status !== 0) return refuse(-1, 'Only unpaid orders can be cancelled');
  order.status = 4;
  addPoints(card, order.integral, `取消订单 ${order.orderSn}`);
  const goods = findPointsGoods(order.goodsId);
  if (goods) goods.stock += order.quantity;
  return done(null);
}

/** Pays the cash part of an unpaid order online. */
export function repayPointsOrder(card: DemoCard, id: number, payType: string): Result<PayResult> {
  const order = card.pointsOrders.find((o) => o.id === id);
  if (!order) return invalidInput('Order not found');
  if (order.status !== 0) return refuse(-1, 'This order does not need payment');
  if (!ONLINE_PAY_TYPES.includes(payType)) return invalidInput('Cash is paid online');
  return done(payResult(order.orderSn, order.money, false, DEMO_CASHIER));
}
