import * as iot from '@/api/declarations/iot';
import { COUPON_ACTIVITIES, db } from '../../db';
import * as coupons from '../../services/coupons';
import { couponsForPackage } from '../../services/packages';
import { answer, bodyOf, num, okFor, on, queryOf, str, withCard } from '../util';
import { payInput, withJsapi } from '../../services/billing';

/** Coupons: the card's wallet, recharge activities, exchanging coupon coins. */
export const couponHandlers = [
  on(
    iot.getSimCouponList,
    withCard((card, request) =>
      okFor(iot.getSimCouponList, couponsForPackage(card, num(queryOf(request).packageId))),
    ),
  ),
  on(
    iot.getCouponChoose,
    withCard(() => okFor(iot.getCouponChoose, COUPON_ACTIVITIES)),
  ),
  on(
    iot.createCouponOrder,
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        withJsapi(
          coupons.createCouponOrder(card, {
            activityId: num(body.activityId),
            payType: str(body.payType),
          }),
          payInput(body),
        ),
      );
    }),
  ),
  on(
    iot.getCouponExchangeList,
    withCard(() => okFor(iot.getCouponExchangeList, db.exchangeItems)),
  ),
  on(
    iot.exchangeCoupon,
    withCard(async (card, request) =>
      answer(coupons.exchangeCoupon(card, num((await bodyOf(request)).itemId))),
    ),
  ),
];
