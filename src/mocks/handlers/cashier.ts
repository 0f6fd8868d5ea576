import { http, HttpResponse } from 'msw';
import { cashierPage, noOrderPage } from '../cashierPage';
import { htmlResponse as html, languageOf } from '../demoPage';
import { payOrder, SHOP_CASHIER, unpaidShopOrder } from '../services/billing';
import { bodyOf, path, queryOf, str } from './util';

// The demo's stand-in for a payment provider's cashier: a page of its own (the shop opens it in a
// new tab, as it would a provider's), with pay and cancel. Paying pays the order through billing,
// as the provider's callback would; either button then returns to the shop's payment page, where
// the shop's own polling (not this page) confirms the payment.

/**
 * The shop's payment page of an order, where its polling confirms the payment; `returned=1` says
 * the shopper comes back from the provider, so a paid order reads as the payment just received.
 */
export const shopPayPage = (id: number) => `/shop/#/pages/order/pay/index?id=${id}&returned=1`;

export const cashierHandlers = [
  http.get(path(SHOP_CASHIER), ({ request }) => {
    const lang = languageOf(request);
    const order = unpaidShopOrder(str(queryOf(request).orderSn));
    if (!order) return html(noOrderPage(lang), 404);
    return html(cashierPage(lang, order, SHOP_CASHIER));
  }),
  http.post(path(SHOP_CASHIER), async ({ request }) => {
    const body = await bodyOf(request);
    const order = unpaidShopOrder(str(body.orderSn));
    if (!order) return html(noOrderPage(languageOf(request)), 404);
    if (str(body.action) === 'pay') payOrder(order.orderSn);
    return new HttpResponse(null, { status: 303, headers: { location: shopPayPage(order.id) } });
  }),
];
