import { http } from 'msw';
import { BALANCE_OPTIONS } from '../../db';
import * as billing from '../../services/billing';
import { answer, bodyOf, num, ok, paginate, path, queryOf, str, withCard } from '../util';

/** Balance and order records: recharge, payment state, the demo cashier, the ledgers. */
export const balanceHandlers = [
  http.get(
    path('/api/iot/orderStatus'),
    withCard((card, request) => answer(billing.orderStatus(card, str(queryOf(request).orderSn)))),
  ),
  // The demo cashier of orders without a list of their own; it pays as the provider's callback would.
  http.get(
    path(billing.PENDING_CASHIER),
    withCard((card, request) => answer(billing.payPending(card, str(queryOf(request).orderSn)))),
  ),
  http.get(
    path('/api/iot/balanceChoose'),
    withCard(() => ok(BALANCE_OPTIONS)),
  ),
  http.post(
    path('/api/iot/createBalanceOrder'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        billing.createBalanceOrder(card, {
          payType: str(body.payType),
          optionId: num(body.optionId),
          money: num(body.money),
        }),
      );
    }),
  ),
  http.get(
    path('/api/iot/simPackageList'),
    withCard((card, request) => ok(paginate(card.packageOrders, queryOf(request)))),
  ),
  http.get(
    path('/api/iot/simBalanceList'),
    withCard((card, request) => ok(paginate(card.balanceOrders, queryOf(request)))),
  ),
  http.get(
    path('/api/iot/simBalanceLogList'),
    withCard((card, request) => ok(paginate(card.balanceLogs, queryOf(request)))),
  ),
  http.get(
    path('/api/iot/simIntegralLogList'),
    withCard((card, request) => ok(paginate(card.integralLogs, queryOf(request)))),
  ),
  http.get(
    path('/api/iot/couponCoinLogList'),
    withCard((card, request) => ok(paginate(card.couponCoinLogs, queryOf(request)))),
  ),
];
