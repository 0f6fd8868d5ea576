import * as points from '@/api/declarations/points';
import * as iot from '@/api/declarations/iot';
import { http } from 'msw';
import { BALANCE_OPTIONS } from '../../db';
import * as billing from '../../services/billing';
import { answer, bodyOf, num, okFor, on, paginate, path, queryOf, str, withCard } from '../util';

/** Balance and order records: recharge, payment state, the demo cashier, the ledgers. */
export const balanceHandlers = [
  on(
    iot.getOrderStatus,
    withCard((card, request) => answer(billing.orderStatus(card, str(queryOf(request).orderSn)))),
  ),
  // The demo cashier of orders without a list of their own; it pays as the provider's callback would.
  http.get(
    path(billing.PENDING_CASHIER),
    withCard((card, request) => answer(billing.payPending(card, str(queryOf(request).orderSn)))),
  ),
  on(
    iot.getBalanceChoose,
    withCard(() => okFor(iot.getBalanceChoose, BALANCE_OPTIONS)),
  ),
  on(
    iot.createBalanceOrder,
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        billing.withJsapi(
          billing.createBalanceOrder(card, {
            payType: str(body.payType),
            optionId: num(body.optionId),
            money: num(body.money),
          }),
          billing.payInput(body),
        ),
      );
    }),
  ),
  on(
    iot.getSimPackageList,
    withCard((card, request) =>
      okFor(iot.getSimPackageList, paginate(card.packageOrders, queryOf(request))),
    ),
  ),
  on(
    iot.getSimBalanceList,
    withCard((card, request) =>
      okFor(iot.getSimBalanceList, paginate(card.balanceOrders, queryOf(request))),
    ),
  ),
  on(
    iot.getSimBalanceLogList,
    withCard((card, request) =>
      okFor(iot.getSimBalanceLogList, paginate(card.balanceLogs, queryOf(request))),
    ),
  ),
  on(
    points.getSimIntegralLogList,
    withCard((card, request) =>
      okFor(points.getSimIntegralLogList, paginate(card.integralLogs, queryOf(request))),
    ),
  ),
  on(
    iot.getCouponCoinLogList,
    withCard((card, request) =>
      okFor(iot.getCouponCoinLogList, paginate(card.couponCoinLogs, queryOf(request))),
    ),
  ),
];
