import { CASHIER_TEXTS } from './cashierTexts';

// The page the demo payment provider shows (its handler: ./handlers/cashier.ts): the order and its
// amount with pay and cancel, in the visitor's language. Plain HTML forms: no script at all.

export type CashierLanguage = 'en' | 'zh-Hans' | 'zh-Hant';

type Texts = Record<keyof (typeof CASHIER_TEXTS)['en'], string>;

const TEXTS: Record<CashierLanguage, Texts> = CASHIER_TEXTS;

/** The visitor's language from Accept-Language: Traditional, Simplified, else English. */
export function cashierLanguage(acceptLanguage: string): CashierLanguage {
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  if (/^zh-(hant|tw|hk|mo)/.test(first)) return 'zh-Hant';
  if (first.startsWith('zh')) return 'zh-Hans';
  return 'en';
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function document(lang: CashierLanguage, body: string): string {
  const t = TEXTS[lang];
  return `<!doctype html>
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
</html>`;
}

/** What the cashier shows of the order to pay. */
export interface CashierOrder {
  orderSn: string;
  goodsName: string;
  payMoney: number;
}

/** The cashier of an order: its number, goods and amount, with cancel and pay posted to `action`. */
export function cashierPage(lang: CashierLanguage, order: CashierOrder, action: string): string {
  const t = TEXTS[lang];
  return document(
    lang,
    `<p>${escape(t.order.replace('{{orderSn}}', order.orderSn))}<br>${escape(order.goodsName)}</p>
<p>${escape(t.amount)}</p>
<p class="amount">¥${order.payMoney.toFixed(2)}</p>
<form method="post" action="${escape(action)}">
<input type="hidden" name="orderSn" value="${escape(order.orderSn)}">
<button type="submit" name="action" value="cancel">${escape(t.cancel)}</button>
<button type="submit" name="action" value="pay">${escape(t.pay)}</button>
</form>`,
  );
}

/** The page of an order number with nothing to pay, with a way back to the shop. */
export function noOrderPage(lang: CashierLanguage): string {
  const t = TEXTS[lang];
  return document(
    lang,
    `<p>${escape(t.unknown)}</p><a class="back" href="/shop/">${escape(t.back)}</a>`,
  );
}
