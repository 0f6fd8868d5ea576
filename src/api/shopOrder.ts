import { call } from './call';
import { withPayScene } from './payScene';
import * as shop from './declarations/shop';
import type { CertSide, CreateShopOrderBody, PageQuery } from './types';

// The shopper's side of an order, beyond docs/requirements.md section 7: the order-query login, number holds,
// orders and their payment, and ID documents. The session is the Session-ID header.

export type { CertSide, CreateShopOrderBody, ShopPayResult } from './types';

/** Order-query login by mobile and SMS code (binds the Session-ID). */
export const shopLogin = (body: { mobile: string; code: string }) => call(shop.shopLogin, body);

/** Ends the order-query session. */
export const shopLogout = () => call(shop.shopLogout);

/** Holds a number for this session (32001 when someone else holds it). */
export const reserveNumber = (numberId: number) => call(shop.reserveNumber, { numberId });

/** Releases a number held by this session. */
export const releaseNumber = (numberId: number) => call(shop.releaseNumber, { numberId });

/** Places an order (30001 sold out, 30003 not accepted, 32001 number taken). */
export const createShopOrder = (body: CreateShopOrderBody) => call(shop.createShopOrder, body);

/** Orders of the logged-in shopper (61 when not logged in). */
export const getShopOrderList = (query: PageQuery & { status?: number | '' } = {}) =>
  call(shop.getShopOrderList, query);

/** One order of the logged-in shopper. */
export const getShopOrderDetails = (id: number) => call(shop.getShopOrderDetails, { id });

/** Logistics of one order. */
export const getShopOrderLogistics = (id: number) => call(shop.getShopOrderLogistics, { id });

/** Starts paying an unpaid order with a payment type of showPaymentType. */
export const payShopOrder = (body: { id: number; payType: string }) =>
  call(shop.payShopOrder, withPayScene(body));

/** Orders of a mobile and ID card number (order query mode 2). */
export const queryShopOrders = (body: { mobile: string; idCard: string }) =>
  call(shop.queryShopOrders, body);

/** Numbers this session holds right now. */
export const getMyHolds = () => call(shop.getMyHolds);

/** A remark for the operator about a held number (max 140 characters). */
export const saveNumberRemark = (body: { numberId: number; remark: string }) =>
  call(shop.saveNumberRemark, body);

/** One ID document image (multipart: side, file), JPEG or PNG, up to 5 MB. */
export const uploadCertImage = (side: CertSide, file: File) =>
  call(shop.uploadCertImage, { side, file });

/** Replaces the ID document images of an order. */
export const resetOrderCert = (body: {
  orderSn: string;
  front: string;
  back: string;
  holding: string;
}) => call(shop.resetOrderCert, body);
