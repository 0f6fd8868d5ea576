import { CASHIER_TEXTS } from './cashierTexts';
import { demoLanguage, demoPage, escapeHtml as escape, type DemoLanguage } from './demoPage';

// The page the demo payment provider shows (its handler: ./handlers/cashier.ts): the order and its
// amount with pay and cancel, in the visitor's language. Plain HTML forms: no script at all.

export type CashierLanguage = DemoLanguage;

type Texts = Record<keyof (typeof CASHIER_TEXTS)['en'], string>;

const TEXTS: Record<CashierLanguage, Texts> = CASHIER_TEXTS;

/** The visitor's language from Accept-Language: Traditional, Simplified, else English. */
export const cashierLanguage = demoLanguage;

/** A page of the cashier, in its own colours. */
const page = (lang: CashierLanguage, body: string) =>
  demoPage({
    lang,
    title: TEXTS[lang].title,
    note: TEXTS[lang].note,
    colours: { accent: '#1f6feb', background: '#eef3f8', outline: '#1f6feb' },
    buttons: { main: 'pay', other: 'cancel' },
    css: '.amount { font-size: 32px; font-weight: 700; margin: 4px 0 16px; }\n',
    body,
  });

/** What the cashier shows of the order to pay. */
export interface CashierOrder {
  orderSn: string;
  goodsName: string;
  payMoney: number;
}

/** The cashier of an order: its number, goods and amount, with cancel and pay posted to `action`. */
export function cashierPage(lang: CashierLanguage, order: CashierOrder, action: string): string {
  const t = TEXTS[lang];
  return page(
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
  return page(
    lang,
    `<p>${escape(t.unknown)}</p><a class="back" href="/shop/">${escape(t.back)}</a>`,
  );
}
