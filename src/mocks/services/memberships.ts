import type { AccelerateProduct, PayResult, VipProduct } from '@/api/types';
import { ACCELERATE_PRODUCTS, DAY, iso, nextId, VIP_PRODUCTS, type DemoCard } from '../db';
import { accelerateOrder, vipOrder } from '../db/seed/layouts';
import { addPending, payFromBalance, payResult, PAY_TYPES } from './billing';
import { done, invalidInput, type Result } from './result';

/** Makes the card a VIP member for the product's duration from now. */
export function grantVip(card: DemoCard, product: VipProduct, orderSn: string): void {
  const now = Date.now();
  const days = product.durationUnit === 2 ? 30 * product.duration : 365 * product.duration;
  card.info.vipOrder = {
    ...vipOrder(card.id, iso(now), iso(now + days * DAY)),
    id: nextId(),
    vipId: product.id,
    vipName: product.name,
    orderSn,
    actualPayMoney: product.price,
  };
}

/** Gives the card the acceleration product for its duration from now. */
export function grantAccelerate(card: DemoCard, product: AccelerateProduct, orderSn: string): void {
  const now = Date.now();
  const days = product.durationUnit === 1 ? product.duration : 30 * product.duration;
  card.info.accelerateOrder = {
    ...accelerateOrder(card.id, iso(now), iso(now + days * DAY)),
    id: nextId(),
    accelerateId: product.id,
    accelerateName: product.name,
    orderSn,
    actualPayMoney: product.price,
  };
  card.info.hasAccelerate = true;
}

interface MembershipInput {
  payType: string;
  payPassword: string;
}

/**
 * Sells a product that has no order list of its own: paid from the balance it is granted at
 * once; paid online it waits for the demo cashier.
 */
function sell(
  card: DemoCard,
  input: MembershipInput,
  sale: { orderSn: string; price: number; remark: string; grant: () => void },
): Result<PayResult> {
  if (!PAY_TYPES.includes(input.payType)) return invalidInput('Unknown pay type');
  if (input.payType !== 'balance') {
    return done(
      addPending(card, { orderSn: sale.orderSn, money: sale.price, status: 0, grant: sale.grant }),
    );
  }
  const refused = payFromBalance(card, input.payPassword, sale.price, sale.remark);
  if (refused) return refused;
  sale.grant();
  return done(payResult(sale.orderSn, sale.price, true));
}

export function createVipOrder(
  card: DemoCard,
  input: MembershipInput & { vipId: number },
): Result<PayResult> {
  const product = VIP_PRODUCTS.find((v) => v.id === input.vipId);
  if (!product) return invalidInput('VIP product not found');
  const orderSn = `VIP${Date.now()}`;
  return sell(card, input, {
    orderSn,
    price: product.price,
    remark: `开通 ${product.name}`,
    grant: () => grantVip(card, product, orderSn),
  });
}

export function createAccelerateOrder(
  card: DemoCard,
  input: MembershipInput & { accelerateId: number },
): Result<PayResult> {
  const product = ACCELERATE_PRODUCTS.find((a) => a.id === input.accelerateId);
  if (!product) return invalidInput('Product not found');
  const orderSn = `ACC${Date.now()}`;
  return sell(card, input, {
    orderSn,
    price: product.price,
    remark: `订购 ${product.name}`,
    grant: () => grantAccelerate(card, product, orderSn),
  });
}

/** The card's acceleration orders: the current one, if any. */
export const accelerateOrders = (card: DemoCard) =>
  card.info.accelerateOrder ? [card.info.accelerateOrder] : [];
