import { http } from 'msw';
import { ACCELERATE_PRODUCTS, VIP_PRODUCTS } from '../../db';
import * as memberships from '../../services/memberships';
import { answer, bodyOf, num, ok, paginate, path, queryOf, str, withCard } from '../util';

/** VIP membership and 5G acceleration. */
export const membershipHandlers = [
  http.get(
    path('/api/iot/vipList'),
    withCard(() => ok(VIP_PRODUCTS)),
  ),
  http.post(
    path('/api/iot/createVipOrder'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        memberships.createVipOrder(card, {
          vipId: num(body.vipId),
          payType: str(body.payType),
          payPassword: str(body.payPassword),
        }),
      );
    }),
  ),
  http.get(
    path('/api/iot/accelerateList'),
    withCard(() => ok(ACCELERATE_PRODUCTS)),
  ),
  http.get(
    path('/api/iot/accelerateOrderList'),
    withCard((card, request) => ok(paginate(memberships.accelerateOrders(card), queryOf(request)))),
  ),
  http.post(
    path('/api/iot/createAccelerateOrder'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        memberships.createAccelerateOrder(card, {
          accelerateId: num(body.accelerateId),
          payType: str(body.payType),
          payPassword: str(body.payPassword),
        }),
      );
    }),
  ),
];
