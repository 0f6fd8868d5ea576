import { call } from './call';
import { withPayScene } from './payScene';
import * as shop from './declarations/shop';

// The shopper's side of an order, beyond docs/requirements.md section 7: the order-query login, number holds,
// orders and their payment, and ID documents. The session is the Session-ID header.

export type { CertSide, CreateShopOrderBody } from './types';

/** Starts paying an unpaid order with a payment type of showPaymentType. */
export const payShopOrder = (body: { id: number; payType: string }) =>
  call(shop.payShopOrder, withPayScene(body));
