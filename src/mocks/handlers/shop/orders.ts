import * as shop from '@/api/declarations/shop';
import { logisticsFor } from '../../db';
import * as orders from '../../services/orders';
import { payInput, withJsapi } from '../../services/billing';
import {
  answer,
  bodyOf,
  invalid,
  num,
  okFor,
  paginate,
  on,
  queryOf,
  requireShop,
  str,
} from '../util';

const visitor = (request: Request) => orders.visitorOf(request.headers.get('Session-ID') ?? '');

/** Extra form fields as text ({} when the body sends none). */
function extraOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, str(field)]));
}

/** Shop orders: placing, listing, details, logistics, payment, lookup, new ID photos. */
export const orderHandlers = [
  on(shop.createShopOrder, async ({ request }) => {
    const body = await bodyOf(request);
    return answer(
      orders.createShopOrder(
        {
          goodsId: num(body.goodsId),
          name: str(body.name),
          idCard: str(body.idCard),
          mobile: str(body.mobile),
          provinceCode: str(body.provinceCode),
          cityCode: str(body.cityCode),
          countyCode: str(body.countyCode),
          address: str(body.address),
          code: str(body.code),
          numberId: body.numberId === undefined ? undefined : num(body.numberId),
          extra: extraOf(body.extra),
        },
        request.headers.get('Session-ID') ?? '',
        // A repeated submit of the same attempt (same Order-Session-ID) gets the same order back.
        request.headers.get('Order-Session-ID') ?? '',
      ),
    );
  }),
  on(shop.getShopOrderList, ({ request }) => {
    const mobile = requireShop(request);
    if (mobile instanceof Response) return mobile;
    const q = queryOf(request);
    return okFor(shop.getShopOrderList, paginate(orders.ordersOf(mobile, str(q.status)), q));
  }),
  on(shop.getShopOrderDetails, ({ request }) =>
    answer(orders.visibleOrder(visitor(request), num(queryOf(request).id))),
  ),
  on(shop.getShopOrderLogistics, ({ request }) => {
    const order = orders.visibleOrder(visitor(request), num(queryOf(request).id));
    if (!order.ok) return answer(order);
    if (!order.data.expressNo) return invalid('Not shipped yet');
    return okFor(shop.getShopOrderLogistics, logisticsFor(order.data.expressNo, Date.now()));
  }),
  on(shop.payShopOrder, async ({ request }) => {
    const body = await bodyOf(request);
    return answer(
      withJsapi(
        orders.payShopOrder(visitor(request), num(body.id), str(body.payType)),
        payInput(body),
      ),
    );
  }),
  on(shop.queryShopOrders, async ({ request }) => {
    const body = await bodyOf(request);
    return answer(orders.queryOrders(str(body.mobile), str(body.idCard)));
  }),
  on(shop.resetOrderCert, async ({ request }) => {
    const body = await bodyOf(request);
    return answer(
      orders.resetCert(str(body.orderSn), {
        front: str(body.front),
        back: str(body.back),
        holding: str(body.holding),
      }),
    );
  }),
];
