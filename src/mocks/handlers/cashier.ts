import { http, HttpResponse } from 'msw';
import { shop as en } from '@/i18n/locales/en/shop';
import { shop as zhHans } from '@/i18n/locales/zh-Hans/shop';
import { shop as zhHant } from '@/i18n/locales/zh-Hant/shop';
import { db } from '../db';
import { bodyOf, path, queryOf, str } from './util';

// The demo's stand-in for a payment provider's cashier: a page of its own (the shop opens it in a
// new tab, as it would a provider's), with pay and cancel. Paying marks the order paid, as the
// provider's callback would; either button then returns to the shop's payment page, where the
// shop's own polling (not this page) confirms the payment. Plain HTML forms: no script at all.

type Texts = Record<keyof typeof en.demoCashier, string>;

/** The visitor's language from Accept-Language: Traditional, Simplified, else English. */
export function cashierLanguage(acceptLanguage: string): 'en' | 'zh-Hans' | 'zh-Hant' {
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  if (/^zh-(hant|tw|hk|mo)/.test(first)) return 'zh-Hant';
  if (first.startsWith('zh')) return 'zh-Hans';
  return 'en';
}

const TEXTS: Record<ReturnType<typeof cashierLanguage>, Texts> = {
  en: en.demoCashier,
  'zh-Hans': zhHans.demoCashier,
  'zh-Hant': zhHant.demoCashier,
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shop's payment page of an order, where its polling confirms the payment. */
export const shopPayPage = (id: number) => `/shop/#/pages/order/pay/index?id=${id}`;

const unpaidOrder = (orderSn: string) =>
  db.shopOrders.find((order) => order.orderSn === orderSn && order.status === 0);

function page(lang: ReturnType<typeof cashierLanguage>, body: string, status = 200): Response {
  const t = TEXTS[lang];
  return new HttpResponse(
    `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)}</title>
<style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #eef3f8; color: #1f2937; }
main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
header { background: #1f6feb; color: #fff; padding: 16px; border-radius: 12px 12px 0 0; }
h1 { margin: 0; font-size: 20px; }
section { background: #fff; padding: 16px; border-radius: 0 0 12px 12px; }
.note { font-size: 13px; color: #5b6473; margin: 0 0 12px; }
.amount { font-size: 32px; font-weight: 700; margin: 4px 0 16px; }
form { display: flex; gap: 12px; }
button, a.back { flex: 1; font: inherit; padding: 12px; border-radius: 8px; border: 1px solid #1f6feb; text-align: center; text-decoration: none; }
button[value="pay"] { background: #1f6feb; color: #fff; }
button[value="cancel"], a.back { background: #fff; color: #1f6feb; display: block; }
</style>
</head>
<body><main><header><h1>${escape(t.title)}</h1></header><section>
<p class="note">${escape(t.note)}</p>
${body}
</section></main></body>
</html>`,
    {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    },
  );
}

export const cashierHandlers = [
  http.get(path('/api/__demo/cashier'), ({ request }) => {
    const lang = cashierLanguage(request.headers.get('accept-language') ?? '');
    const t = TEXTS[lang];
    const orderSn = str(queryOf(request).orderSn);
    const order = unpaidOrder(orderSn);
    if (!order) {
      return page(
        lang,
        `<p>${escape(t.unknown)}</p><a class="back" href="/shop/">${escape(t.back)}</a>`,
        404,
      );
    }
    return page(
      lang,
      `<p>${escape(t.order.replace('{{orderSn}}', order.orderSn))}<br>${escape(order.goodsName)}</p>
<p>${escape(t.amount)}</p>
<p class="amount">¥${order.payMoney.toFixed(2)}</p>
<form method="post" action="/api/__demo/cashier">
<input type="hidden" name="orderSn" value="${escape(order.orderSn)}">
<button type="submit" name="action" value="cancel">${escape(t.cancel)}</button>
<button type="submit" name="action" value="pay">${escape(t.pay)}</button>
</form>`,
    );
  }),
  http.post(path('/api/__demo/cashier'), async ({ request }) => {
    const body = await bodyOf(request);
    const order = unpaidOrder(str(body.orderSn));
    if (!order) {
      const lang = cashierLanguage(request.headers.get('accept-language') ?? '');
      const t = TEXTS[lang];
      return page(
        lang,
        `<p>${escape(t.unknown)}</p><a class="back" href="/shop/">${escape(t.back)}</a>`,
        404,
      );
    }
    if (str(body.action) === 'pay') order.status = 1;
    return new HttpResponse(null, { status: 303, headers: { location: shopPayPage(order.id) } });
  }),
];
