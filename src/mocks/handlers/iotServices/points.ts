import * as declared from '@/api/declarations/points';
import * as points from '../../services/points';
import { answer, bodyOf, invalid, num, okFor, on, paginate, queryOf, str, withCard } from '../util';
import { payInput, withJsapi } from '../../services/billing';

/** The points shop: goods, pick-up points, exchanging, the card's points orders. */
export const pointsHandlers = [
  on(
    declared.getIntegralShopIndex,
    withCard((card, request) =>
      okFor(
        declared.getIntegralShopIndex,
        points.pointsShopIndex(card, num(queryOf(request).categoryId)),
      ),
    ),
  ),
  on(
    declared.getIntegralShopGoodsDetails,
    withCard((_card, request) => {
      const goods = points.findPointsGoods(num(queryOf(request).id));
      return goods
        ? okFor(declared.getIntegralShopGoodsDetails, goods)
        : invalid('Goods not found');
    }),
  ),
  on(
    declared.getGoodsShopStore,
    withCard((_card, request) => answer(points.pickUpPoints(num(queryOf(request).goodsId)))),
  ),
  on(
    declared.buyShopGoods,
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
  on(
    declared.getShopOrderList,
    withCard((card, request) => {
      const q = queryOf(request);
      const status = q.status === undefined ? '' : String(q.status);
      return okFor(declared.getShopOrderList, paginate(points.pointsOrders(card, status), q));
    }),
  ),
  on(
    declared.getShopOrderDetails,
    withCard((card, request) => answer(points.pointsOrder(card, num(queryOf(request).id)))),
  ),
  on(
    declared.cancelShopOrder,
    withCard(async (card, request) =>
      answer(points.cancelPointsOrder(card, num((await bodyOf(request)).id))),
    ),
  ),
  on(
    declared.repayShopOrder,
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        withJsapi(
          points.repayPointsOrder(card, num(body.id), String(body.payType)),
          payInput(body),
        ),
      );
    }),
  ),
];
