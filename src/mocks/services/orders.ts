import type { GoodsItem, PayResult, ShopOrder } from '@/api/types';
import { isIdCard, isMobile } from '@/lib/validators';
import { db, iso, nextId } from '../db';
import { regionNames } from '../db/seed/regions';
import { done, invalidInput, refuse, type Result } from './result';
import { SHOP_CASHIER } from './billing';
import { takeHeldNumber } from './numbers';

/** The ID card number the seeded orders were placed with (order query mode 2). */
export const DEMO_ORDER_ID_CARD = '110101199003074258';

/** Pay types a shop order names (balance is refused with 40001). */
export const SHOP_PAY_TYPES = ['wechat', 'alipay', 'balance'];

// Side tables of the shop demo, keyed by order id or attempt; entries of orders that a reset
// removed are simply never matched again.
const orderSessions = new Map<number, string>();
const orderIdCards = new Map<number, string>();
const orderBySubmit = new Map<string, number>();

export const allGoods = (): GoodsItem[] => db.goods.flatMap((group) => group.goods);
export const findGoods = (id: number) => allGoods().find((goods) => goods.id === id);

/** Paid orders are shipped at once by the demo warehouse, so logistics can be followed. */
export function advance(order: ShopOrder): ShopOrder {
  if (order.status === 1) {
    order.status = 3;
    order.expressName = '顺丰速运';
    order.expressNo = `SF${String(order.id).padStart(10, '0')}`;
  }
  return order;
}

/** Who asks: the Session-ID and the shop mobile logged in on it, if any. */
export interface Visitor {
  sessionId: string;
  mobile: string | undefined;
}

export function visitorOf(sessionId: string): Visitor {
  return { sessionId, mobile: sessionId ? db.shopSessions.get(sessionId) : undefined };
}

/** An order the visitor may see: the logged-in mobile's, or one this session placed (61 else). */
export function visibleOrder(visitor: Visitor, id: number): Result<ShopOrder> {
  const order = db.shopOrders.find((item) => item.id === id);
  if (
    order &&
    (order.contactMobile === visitor.mobile || orderSessions.get(order.id) === visitor.sessionId)
  ) {
    return done(advance(order));
  }
  if (!visitor.mobile) return refuse(61, 'Login timed out, please log in again');
  return invalidInput('Order not found');
}

export interface ShopOrderInput {
  goodsId: number;
  name: string;
  idCard: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  code: string;
  /** Undefined when the buyer picked no number. */
  numberId: number | undefined;
  /** Extra form fields, as text. */
  extra: Record<string, string>;
}

/**
 * Places a shop order as a strict server would: the buyer's details, the SMS code and the extra
 * fields the goods ask for; 30001 sold out, 30003 not delivered to the province, 32001 a number the
 * session does not hold. A repeated submit of the same attempt (submitId) gets the same order.
 * Nothing to pay: the operator accepts it at once.
 */
export function createShopOrder(
  input: ShopOrderInput,
  sessionId: string,
  submitId: string,
): Result<ShopOrder> {
  const previous = db.shopOrders.find((item) => item.id === orderBySubmit.get(submitId));
  if (submitId && previous) return done(previous);
  const goods = findGoods(input.goodsId);
  if (!goods) return invalidInput('Goods not found');
  const { name, mobile } = input;
  if (!name) return invalidInput('Please enter the real name');
  if (!isIdCard(input.idCard)) return invalidInput('Please enter a valid ID card number');
  if (!isMobile(mobile)) return invalidInput('Please enter a valid mobile number');
  const region = regionNames(input.provinceCode, input.cityCode, input.countyCode);
  if (!region) return invalidInput('Please choose the province, city and county');
  if (!input.address) return invalidInput('Please enter the street address');
  if (goods.needSmsCode && input.code !== (db.smsCodes.get(mobile) ?? '')) {
    return invalidInput('Wrong verification code');
  }
  for (const field of goods.formFields) {
    if (field.required && !input.extra[field.name])
      return invalidInput(`${field.label} is required`);
  }
  if (goods.stock <= 0) return refuse(30001, '');
  if (goods.deliveryProvinces.length && !goods.deliveryProvinces.includes(input.provinceCode)) {
    return refuse(30003, 'The operator does not deliver to this area');
  }
  let chosen = '';
  if (goods.selectMode !== 0 && input.numberId !== undefined) {
    const number = takeHeldNumber(input.numberId, sessionId);
    if (!number) return refuse(32001, '');
    chosen = number.mobile;
  }
  goods.stock -= 1;
  goods.sales += 1;
  const number = db.numbers.find((item) => item.mobile === chosen);
  const order: ShopOrder = {
    id: nextId(),
    orderSn: `SO${Date.now()}`,
    goodsId: goods.id,
    goodsName: goods.name,
    goodsImage: goods.image,
    mobile: chosen,
    name,
    contactMobile: mobile,
    address: `${region.province}${region.city}${region.county}${input.address}`,
    payMoney: number?.price ?? 0,
    prestore: number?.prestore ?? 0,
    status: 0,
    expressName: '',
    expressNo: '',
    createdAt: iso(Date.now()),
  };
  if (order.payMoney <= 0) order.status = 2;
  db.shopOrders.unshift(order);
  orderSessions.set(order.id, sessionId);
  orderIdCards.set(order.id, input.idCard.toUpperCase());
  if (submitId) orderBySubmit.set(submitId, order.id);
  return done(order);
}

/** The orders of a shop mobile, of one status ('' for all). */
export const ordersOf = (mobile: string, status: string) =>
  db.shopOrders
    .filter((order) => order.contactMobile === mobile)
    .map(advance)
    .filter((order) => status === '' || String(order.status) === status);

/** Pays a visible order online: the provider's page, or paid already. */
export function payShopOrder(visitor: Visitor, id: number, payType: string): Result<PayResult> {
  const found = visibleOrder(visitor, id);
  if (!found.ok) return found;
  const order = found.data;
  if (!SHOP_PAY_TYPES.includes(payType)) return invalidInput('Unknown pay type');
  if (payType === 'balance') return refuse(40001, 'Balance payment is not open for shop orders');
  if (order.status !== 0) {
    return done({ orderSn: order.orderSn, payMoney: order.payMoney, payUrl: '', paid: true });
  }
  return done({
    orderSn: order.orderSn,
    payMoney: order.payMoney,
    payUrl: `${SHOP_CASHIER}?orderSn=${order.orderSn}`,
    paid: false,
  });
}

/** Order lookup without login: the mobile and ID card the orders were placed with. */
export function queryOrders(mobile: string, idCard: string): Result<ShopOrder[]> {
  const card = idCard.toUpperCase();
  if (!isMobile(mobile)) return invalidInput('Please enter a valid mobile number');
  if (!isIdCard(card)) return invalidInput('Please enter a valid ID card number');
  return done(
    db.shopOrders
      .filter(
        (order) =>
          order.contactMobile === mobile &&
          (orderIdCards.get(order.id) ?? DEMO_ORDER_ID_CARD) === card,
      )
      .map(advance),
  );
}

const certs = new Map<string, { front: string; back: string; holding: string }>();

/** New ID photos for an order whose photos were refused. */
export function resetCert(
  orderSn: string,
  images: { front: string; back: string; holding: string },
): Result<{ orderSn: string }> {
  if (!db.shopOrders.some((item) => item.orderSn === orderSn))
    return invalidInput('Order not found');
  if (!images.front || !images.back || !images.holding)
    return invalidInput('Upload the front, the back and the holding photo');
  certs.set(orderSn, images);
  return done({ orderSn });
}
