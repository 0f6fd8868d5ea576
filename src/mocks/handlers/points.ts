import { http } from 'msw';
import * as points from '../services/points';
import { answer, bodyOf, invalid, num, ok, paginate, path, queryOf, str, withCard } from './util';

/** The points shop: goods, pick-up points, exchanging, the card's points orders. */
export const pointsHandlers = [
  http.get(
    path('/api/iot/integralShopIndex'),
    withCard((card, request) => ok(points.pointsShopIndex(card, num(queryOf(request).categoryId)))),
  ),
  http.get(
    path('/api/iot/integralShopGoodsDetails'),
    withCard((_card, request) => {
      const goods = points.findPointsGoods(num(queryOf(request).id));
      return goods ? ok(goods) : invalid('Goods not found');
    }),
  ),
  http.get(
    path('/api/iot/goodsShopStore'),
    withCard((_card, request) => answer(points.pickUpPoints(num(queryOf(request).goodsId)))),
  ),
  http.post(
    path('/api/iot/buyShopGoods'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        points.buyPointsGoods(card, {
          goodsId: num(body.goodsId),
          quantity: num(body.quantity, 1),
          addressId: num(body.addressId),
          storeId: num(body.storeId),
          payPassword: str(body.payPassword),
        }),
      );
    }),
  ),
  http.get(
    path('/api/iot/shopOrderList'),
    withCard((card, request) => {
      const q = queryOf(request);
      const status = q.status === undefined ? '' : String(q.status);
      return ok(paginate(points.pointsOrders(card, status), q));
    }),
  ),
  http.get(
    path('/api/iot/shopOrderDetails'),
    withCard((card, request) => answer(points.pointsOrder(card, num(queryOf(request).id)))),
  ),
  http.post(
    path('/api/iot/cancelShopOrder'),
    withCard(async (card, request) =>
      answer(points.cancelPointsOrder(card, num((await bodyOf(request)).id))),
    ),
  ),
  http.post(
    path('/api/iot/repayShopOrder'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(points.repayPointsOrder(card, num(body.id), String(body.payType)));
    }),
  ),
];
