import { http } from 'msw';
import type { PointsOrder } from '@/api/types';
import { db, iso, logisticsFor, nextId, STORE_POINTS, type DemoCard } from '../db';
import { bodyOf, fail, invalid, num, ok, paginate, path, queryOf, requireCard, str } from './util';

function withCard(handle: (card: DemoCard, request: Request) => Response | Promise<Response>) {
  return async ({ request }: { request: Request }) => {
    const card = requireCard(request);
    return card instanceof Response ? card : handle(card, request);
  };
}

/** The demo warehouse ships a paid order to an address two seconds after it was placed. */
const SHIP_AFTER_MS = 2000;

/** Paid orders to an address ship after a moment and then carry a logistics track. */
function orderView(order: PointsOrder): PointsOrder {
  if (
    order.status === 1 &&
    order.address &&
    Date.now() - Date.parse(order.createdAt) > SHIP_AFTER_MS
  )
    order.status = 2;
  if (order.status === 2 && !order.logistics) {
    return { ...order, logistics: logisticsFor(`SF${order.orderSn.slice(-10)}`, Date.now()) };
  }
  return order;
}

export const pointsHandlers = [
  http.get(
    path('/api/iot/integralShopIndex'),
    withCard((card, request) => {
      const categoryId = num(queryOf(request).categoryId);
      return ok({
        integral: card.info.integral ?? 0,
        banners: [{ image: '/static/points/banner.png', title: '积分兑好礼', link: '' }],
        categories: [
          { id: 1, name: '实物好礼' },
          { id: 2, name: '话费券' },
        ],
        goods: db.pointsGoods
          .filter((g) => !categoryId || g.categoryId === categoryId)
          .map(({ detail: _detail, ...g }) => g),
      });
    }),
  ),
  http.get(
    path('/api/iot/integralShopGoodsDetails'),
    withCard((_card, request) => {
      const goods = db.pointsGoods.find((g) => g.id === num(queryOf(request).id));
      return goods ? ok(goods) : invalid('Goods not found');
    }),
  ),
  http.get(
    path('/api/iot/goodsShopStore'),
    withCard((_card, request) => {
      const goods = db.pointsGoods.find((g) => g.id === num(queryOf(request).goodsId));
      if (!goods) return invalid('Goods not found');
      return ok(goods.deliveryType === 2 ? STORE_POINTS : []);
    }),
  ),
  http.post(
    path('/api/iot/buyShopGoods'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      const goods = db.pointsGoods.find((g) => g.id === num(body.goodsId));
      if (!goods) return invalid('Goods not found');
      const quantity = num(body.quantity, 1);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10)
        return invalid('Quantity must be 1-10');
      if (goods.stock < quantity) return fail(30001, '');
      const address =
        goods.deliveryType === 1
          ? card.addresses.find((a) => a.id === num(body.addressId))
          : undefined;
      if (goods.deliveryType === 1 && !address) return invalid('Please choose a delivery address');
      const store =
        goods.deliveryType === 2 ? STORE_POINTS.find((s) => s.id === num(body.storeId)) : undefined;
      if (goods.deliveryType === 2 && !store) return invalid('Please choose a pick-up point');
      // Spending points is a payment: once the card has a pay password, it must come with it.
      if (card.payPassword) {
        const given = str(body.payPassword);
        if (!given) return fail(41001, 'Please enter the pay password');
        if (given !== card.payPassword) return fail(41002, 'Wrong pay password');
      }
      const integral = goods.integral * quantity;
      const have = card.info.integral ?? 0;
      if (have < integral) return fail(-1, `Not enough points: ${have}, ${integral} needed`);
      card.info.integral = have - integral;
      card.integralLogs.unshift({
        id: nextId(),
        integral: -integral,
        after: card.info.integral,
        remark: `兑换 ${goods.name}`,
        createdAt: iso(Date.now()),
      });
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
        // Cash goods wait for payment; the rest go straight to shipping (virtual ones are done).
        status: money > 0 ? 0 : goods.deliveryType === 3 ? 3 : 1,
        address: address ?? null,
        store: store ?? null,
        logistics: null,
        createdAt: iso(Date.now()),
      };
      card.pointsOrders.unshift(order);
      return ok(order);
    }),
  ),
  http.get(
    path('/api/iot/shopOrderList'),
    withCard((card, request) => {
      const q = queryOf(request);
      const status = q.status === undefined ? '' : String(q.status);
      const list = card.pointsOrders
        .filter((o) => status === '' || String(o.status) === status)
        .map(orderView);
      return ok(paginate(list, q));
    }),
  ),
  http.get(
    path('/api/iot/shopOrderDetails'),
    withCard((card, request) => {
      const order = card.pointsOrders.find((o) => o.id === num(queryOf(request).id));
      return order ? ok(orderView(order)) : invalid('Order not found');
    }),
  ),
  http.post(
    path('/api/iot/cancelShopOrder'),
    withCard(async (card, request) => {
      const { id: wanted } = await bodyOf(request);
      const order = card.pointsOrders.find((o) => o.id === num(wanted));
      if (!order) return invalid('Order not found');
      if (order.status !== 0) return fail(-1, 'Only unpaid orders can be cancelled');
      order.status = 4;
      card.info.integral = (card.info.integral ?? 0) + order.integral;
      card.integralLogs.unshift({
        id: nextId(),
        integral: order.integral,
        after: card.info.integral,
        remark: `取消订单 ${order.orderSn}`,
        createdAt: iso(Date.now()),
      });
      const goods = db.pointsGoods.find((g) => g.id === order.goodsId);
      if (goods) goods.stock += order.quantity;
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/repayShopOrder'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      const order = card.pointsOrders.find((o) => o.id === num(body.id));
      if (!order) return invalid('Order not found');
      if (order.status !== 0) return fail(-1, 'This order does not need payment');
      if (!['wechat', 'alipay'].includes(String(body.payType)))
        return invalid('Cash is paid online');
      return ok({
        orderSn: order.orderSn,
        paid: false,
        payMoney: order.money,
        payUrl: `/api/__demo/pay?orderSn=${order.orderSn}`,
      });
    }),
  ),
];
