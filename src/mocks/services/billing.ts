import type { PayResult, WechatJsapi } from '@/api/types';
import { BALANCE_OPTIONS, db, iso, nextId, type DemoCard } from '../db';
import { done, invalidInput, refuse, type Refusal, type Result } from './result';

/** Pay types of card payments; shop orders and recharges have their own rules. */
export const PAY_TYPES = ['balance', 'wechat', 'alipay'];
/** Online pay types (recharges and activities cannot be paid from the balance). */
export const ONLINE_PAY_TYPES = ['wechat', 'alipay'];

/** The demo payment provider's page of shop and card orders. */
export const DEMO_CASHIER = '/api/__demo/pay';
/** The demo payment provider's cashier page, where a shop order is paid or cancelled. */
export const SHOP_CASHIER = '/api/__demo/cashier';
/** The demo cashier of card orders that have no list of their own (activities, VIP, acceleration). */
export const PENDING_CASHIER = '/api/iot/demoCashier/pay';

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Checks the pay password of a balance payment: 41001 missing, 41002 wrong; null when fine. */
export function checkPayPassword(card: DemoCard, given: string): Refusal | null {
  if (!card.payPassword) return null;
  if (!given) return refuse(41001, 'Please enter the pay password');
  if (given !== card.payPassword) return refuse(41002, 'Wrong pay password');
  return null;
}

/** Takes money from the balance with a ledger line; -1 when the balance is too low. */
export function charge(card: DemoCard, money: number, remark: string): Refusal | null {
  const balance = card.info.balance ?? 0;
  if (balance < money) {
    return refuse(
      -1,
      `Insufficient balance: ${balance.toFixed(2)} yuan, ${money.toFixed(2)} yuan needed`,
    );
  }
  card.info.balance = round2(balance - money);
  card.balanceLogs.unshift({
    id: nextId(),
    money: -money,
    after: card.info.balance,
    remark,
    createdAt: iso(Date.now()),
  });
  return null;
}

/** A balance payment: the pay password first, then the charge. */
export const payFromBalance = (
  card: DemoCard,
  payPassword: string,
  money: number,
  remark: string,
) => checkPayPassword(card, payPassword) ?? charge(card, money, remark);

/** Adds money to the balance with a ledger line. */
export function credit(card: DemoCard, money: number, remark: string): void {
  card.info.balance = round2((card.info.balance ?? 0) + money);
  card.balanceLogs.unshift({
    id: nextId(),
    money,
    after: card.info.balance,
    remark,
    createdAt: iso(Date.now()),
  });
}

export function payResult(
  orderSn: string,
  money: number,
  paid: boolean,
  cashier = DEMO_CASHIER,
): PayResult {
  return {
    orderSn,
    paid,
    payMoney: money,
    payUrl: paid ? '' : `${cashier}?orderSn=${orderSn}`,
  };
}

/** The demo official account that signs WeChat Pay (the JS-SDK configuration's too). */
const DEMO_APP_ID = 'wx0000000000demo';

/** Hex digits of a text, for plausible-looking demo identifiers (not a signature). */
function demoHex(text: string, length: number): string {
  let hash = 2166136261;
  let out = '';
  while (out.length < length) {
    for (const char of text + out.length) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
    out += (hash >>> 0).toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}

/**
 * WeChat's bridge parameters for an order, as a server would sign them with WeChat Pay's API v3.
 * The demo's signature signs nothing: the demo marks the order paid only when told so, as
 * WeChat's server notification would (POST /api/__demo/pay).
 */
export function jsapiParams(orderSn: string, now = Date.now()): WechatJsapi {
  return {
    appId: DEMO_APP_ID,
    timeStamp: String(Math.floor(now / 1000)),
    nonceStr: demoHex(`nonce${orderSn}${now}`, 32),
    package: `prepay_id=wx${demoHex(`prepay${orderSn}`, 30)}`,
    signType: 'RSA',
    paySign: btoa(demoHex(`sign${orderSn}${now}`, 96)),
  };
}

/**
 * An order answer with WeChat's bridge parameters when they were asked for (`payScene: 'jsapi'`
 * with WeChat Pay) and something is left to pay; otherwise as it is.
 */
export function withJsapi<T extends PayResult>(
  result: Result<T>,
  input: { payType: string; payScene: string },
): Result<T> {
  if (!result.ok || result.data.paid) return result;
  if (input.payType !== 'wechat' || input.payScene !== 'jsapi') return result;
  return done({ ...result.data, jsapi: jsapiParams(result.data.orderSn) });
}

/**
 * Online orders that have no list of their own (recharge activities, VIP, acceleration): kept per
 * card until paid, so a reset of the demo database forgets them with the cards.
 */
export interface PendingOrder {
  orderSn: string;
  money: number;
  status: 0 | 1;
  /** What paying grants. */
  grant: () => void;
}
const pendingOrders = new WeakMap<DemoCard, PendingOrder[]>();

/** Keeps an online order until the demo cashier pays it; the answer sends the buyer there. */
export function addPending(card: DemoCard, order: PendingOrder): PayResult {
  pendingOrders.set(card, [order, ...(pendingOrders.get(card) ?? [])]);
  return payResult(order.orderSn, order.money, false, PENDING_CASHIER);
}

/** Pays a pending order of the card, as the provider's callback would, and grants what it bought. */
export function payPending(
  card: DemoCard,
  orderSn: string,
): Result<{ orderSn: string; paid: true }> {
  const order = pendingOrders.get(card)?.find((o) => o.orderSn === orderSn && o.status === 0);
  if (!order) return invalidInput('No unpaid order with that number');
  order.status = 1;
  order.grant();
  return done({ orderSn, paid: true });
}

/** The payment state of any order of the card: 0 waiting, 1 paid, 2 closed; null when unknown. */
export function orderPayState(
  card: DemoCard,
  orderSn: string,
): { status: 0 | 1 | 2; money: number } | null {
  const pkg = card.packageOrders.find((o) => o.orderSn === orderSn);
  if (pkg) return { status: pkg.status === 0 ? 0 : pkg.status === 4 ? 2 : 1, money: pkg.payMoney };
  const balance = card.balanceOrders.find((o) => o.orderSn === orderSn);
  if (balance) return { status: balance.status === 1 ? 1 : 0, money: balance.money };
  const points = card.pointsOrders.find((o) => o.orderSn === orderSn);
  if (points)
    return { status: points.status === 0 ? 0 : points.status === 4 ? 2 : 1, money: points.money };
  const pending = pendingOrders.get(card)?.find((o) => o.orderSn === orderSn);
  if (pending) return { status: pending.status, money: pending.money };
  if (card.info.vipOrder?.orderSn === orderSn)
    return { status: 1, money: card.info.vipOrder.actualPayMoney };
  if (card.info.accelerateOrder?.orderSn === orderSn)
    return { status: 1, money: card.info.accelerateOrder.actualPayMoney };
  return null;
}

/** GET /api/iot/orderStatus: the payment state of an order of the card. */
export function orderStatus(
  card: DemoCard,
  orderSn: string,
): Result<{ orderSn: string; status: 0 | 1 | 2; payMoney: number }> {
  if (!orderSn) return invalidInput('orderSn is required');
  const state = orderPayState(card, orderSn);
  if (!state) return invalidInput('Order not found');
  return done({ orderSn, status: state.status, payMoney: state.money });
}

/** A balance recharge: a preset option or an amount of 1-5000 yuan, paid online. */
export function createBalanceOrder(
  card: DemoCard,
  input: { payType: string; optionId: number; money: number },
): Result<PayResult> {
  if (!ONLINE_PAY_TYPES.includes(input.payType)) return invalidInput('Recharge is paid online');
  const option = BALANCE_OPTIONS.find((o) => o.id === input.optionId);
  const money = option ? option.money : input.money;
  if (!option && (!(money >= 1) || money > 5000)) return invalidInput('Amount must be 1-5000 yuan');
  const orderSn = `BAL${Date.now()}`;
  card.balanceOrders.unshift({
    id: nextId(),
    orderSn,
    money,
    giveMoney: option?.giveMoney ?? 0,
    status: 0,
    createdAt: iso(Date.now()),
  });
  return done(payResult(orderSn, money, false));
}

/**
 * Marks an online-payment order paid, as the payment provider's callback would: a package order
 * puts the card in service, a recharge pays off arrears first and credits the rest with its gift,
 * a points order moves on to shipping, a shop order to the operator.
 */
export function payOrder(orderSn: string): boolean {
  const now = iso(Date.now());
  for (const card of db.cards) {
    const pkg = card.packageOrders.find((o) => o.orderSn === orderSn && o.status === 0);
    if (pkg) {
      pkg.status = 1;
      card.info.status = 1;
      card.info.needBuyPackage = false;
      return true;
    }
    const balance = card.balanceOrders.find((o) => o.orderSn === orderSn && o.status === 0);
    if (balance) {
      balance.status = 1;
      const credited = balance.money + balance.giveMoney;
      const arrears = card.info.arrearsBalance ?? 0;
      const paidOff = Math.min(arrears, credited);
      card.info.arrearsBalance = Math.round((arrears - paidOff) * 100) / 100;
      card.info.balance = Math.round(((card.info.balance ?? 0) + credited - paidOff) * 100) / 100;
      card.balanceLogs.unshift({
        id: nextId(),
        money: credited,
        after: card.info.balance,
        remark: '余额充值',
        createdAt: now,
      });
      return true;
    }
    const points = card.pointsOrders.find((o) => o.orderSn === orderSn && o.status === 0);
    if (points) {
      points.status = 1;
      return true;
    }
    if (payPending(card, orderSn).ok) return true;
  }
  const shop = unpaidShopOrder(orderSn);
  if (shop) {
    shop.status = 1;
    return true;
  }
  return false;
}

/** A shop order still to be paid, by its number: what the provider's cashier takes payment for. */
export const unpaidShopOrder = (orderSn: string) =>
  db.shopOrders.find((order) => order.orderSn === orderSn && order.status === 0);

/** POST /api/__demo/pay: pays an order by its number, or says there is none to pay. */
export const payByProvider = (orderSn: string): Result<{ orderSn: string; paid: true }> =>
  payOrder(orderSn)
    ? done({ orderSn, paid: true })
    : invalidInput('No unpaid order with that number');

/** What `withJsapi` reads of a pay call's body. */
export const payInput = (body: Record<string, unknown>) => ({
  payType: typeof body.payType === 'string' ? body.payType : '',
  payScene: typeof body.payScene === 'string' ? body.payScene : '',
});
