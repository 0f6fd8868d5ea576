import * as iot from '@/api/declarations/iot';
import { ACCELERATE_PRODUCTS, VIP_PRODUCTS } from '../../db';
import * as memberships from '../../services/memberships';
import { answer, bodyOf, num, okFor, on, paginate, queryOf, str, withCard } from '../util';
import { payInput, withJsapi } from '../../services/billing';

/** VIP membership and 5G acceleration. */
export const membershipHandlers = [
  on(
    iot.getVipList,
    withCard(() => okFor(iot.getVipList, VIP_PRODUCTS)),
  ),
  on(
    iot.createVipOrder,
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        withJsapi(
          memberships.createVipOrder(card, {
            vipId: num(body.vipId),
            payType: str(body.payType),
            payPassword: str(body.payPassword),
          }),
          payInput(body),
        ),
      );
    }),
  ),
  on(
    iot.getAccelerateList,
    withCard(() => okFor(iot.getAccelerateList, ACCELERATE_PRODUCTS)),
  ),
  on(
    iot.getAccelerateOrderList,
    withCard((card, request) =>
      okFor(
        iot.getAccelerateOrderList,
        paginate(memberships.accelerateOrders(card), queryOf(request)),
      ),
    ),
  ),
  on(
    iot.createAccelerateOrder,
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        withJsapi(
          memberships.createAccelerateOrder(card, {
            accelerateId: num(body.accelerateId),
            payType: str(body.payType),
            payPassword: str(body.payPassword),
          }),
          payInput(body),
        ),
      );
    }),
  ),
];
