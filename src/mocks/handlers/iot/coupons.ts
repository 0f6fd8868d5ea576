import { http } from 'msw';
import { COUPON_ACTIVITIES, db } from '../../db';
import * as coupons from '../../services/coupons';
import { couponsForPackage } from '../../services/packages';
import { answer, bodyOf, num, ok, path, queryOf, str, withCard } from '../util';

/** Coupons: the card's wallet, recharge activities, exchanging coupon coins. */
export const couponHandlers = [
  http.get(
    path('/api/iot/simCouponList'),
    withCard((card, request) => ok(couponsForPackage(card, num(queryOf(request).packageId)))),
  ),
  http.get(
    path('/api/iot/couponChoose'),
    withCard(() => ok(COUPON_ACTIVITIES)),
  ),
  http.post(
    path('/api/iot/createCouponOrder'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        coupons.createCouponOrder(card, {
          activityId: num(body.activityId),
          payType: str(body.payType),
        }),
      );
    }),
  ),
  http.get(
    path('/api/iot/couponExchangeList'),
    withCard(() => ok(db.exchangeItems)),
  ),
  http.post(
    path('/api/iot/exchangeCoupon'),
    withCard(async (card, request) =>
      answer(coupons.exchangeCoupon(card, num((await bodyOf(request)).itemId))),
    ),
  ),
];
