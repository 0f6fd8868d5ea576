import { http } from './http';
import type { Logistics, NumberItem, Paged, PageQuery, ShopOrder, ShopUser } from './types';

// The shopper's side of an order, beyond SPEC section 7: the order-query login, number holds,
// orders and their payment, and ID documents. The session is the Session-ID header.

/** POST /api/shop/login: order-query login by mobile and SMS code (binds the Session-ID). */
export const shopLogin = (body: { mobile: string; code: string }) =>
  http.post<ShopUser>('/api/shop/login', body);

/** POST /api/shop/logout: ends the order-query session. */
export const shopLogout = () => http.post<null>('/api/shop/logout');

/** POST /api/shop/reserveNumber: holds a number for this session (32001 when someone else holds it). */
export const reserveNumber = (numberId: number) =>
  http.post<NumberItem>('/api/shop/reserveNumber', { numberId });

/** POST /api/shop/releaseNumber: releases a number held by this session. */
export const releaseNumber = (numberId: number) =>
  http.post<null>('/api/shop/releaseNumber', { numberId });

/** Body of POST /api/shop/createOrder. */
export interface CreateShopOrderBody {
  goodsId: number;
  /** Held number id (goods with a number-selection mode). */
  numberId?: number;
  /** Buyer's real name. */
  name: string;
  /** Buyer's ID card number. */
  idCard: string;
  /** Contact mobile. */
  mobile: string;
  /** SMS code when the goods needs one. */
  code?: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  /** Street and number. */
  address: string;
  promoCode?: string;
  /** Extra form fields of the goods. */
  extra?: Record<string, string>;
}

/** POST /api/shop/createOrder: places an order (30001 sold out, 30003 not accepted, 32001 number taken). */
export const createShopOrder = (body: CreateShopOrderBody) =>
  http.post<ShopOrder>('/api/shop/createOrder', { ...body });

/** GET /api/shop/orderList: orders of the logged-in shopper (61 when not logged in). */
export const getShopOrderList = (query: PageQuery & { status?: number | '' } = {}) =>
  http.get<Paged<ShopOrder>>('/api/shop/orderList', { ...query });

/** GET /api/shop/orderDetails: one order of the logged-in shopper. */
export const getShopOrderDetails = (id: number) =>
  http.get<ShopOrder>('/api/shop/orderDetails', { id });

/** GET /api/shop/orderLogistics: logistics of one order. */
export const getShopOrderLogistics = (id: number) =>
  http.get<Logistics>('/api/shop/orderLogistics', { id });

/** Result of asking to pay a shop order: where to pay, never proof of payment. */
export interface ShopPayResult {
  /** Order number. */
  orderSn: string;
  /** Amount to pay. */
  payMoney: number;
  /** Cashier address of the payment provider; '' when nothing is left to pay. */
  payUrl: string;
  /** Whether the order is already paid (zero amount). */
  paid: boolean;
}

/** POST /api/shop/payOrder: starts paying an unpaid order with a payment type of showPaymentType. */
export const payShopOrder = (body: { id: number; payType: string }) =>
  http.post<ShopPayResult>('/api/shop/payOrder', body);

/** POST /api/shop/orderQuery: orders of a mobile and ID card number (order query mode 2). */
export const queryShopOrders = (body: { mobile: string; idCard: string }) =>
  http.post<ShopOrder[]>('/api/shop/orderQuery', body);

/** GET /api/shop/myHolds: numbers this session holds right now. */
export const getMyHolds = () => http.get<NumberItem[]>('/api/shop/myHolds');

/** POST /api/shop/numberRemark: a remark for the operator about a held number (max 140 characters). */
export const saveNumberRemark = (body: { numberId: number; remark: string }) =>
  http.post<{ numberId: number; remark: string }>('/api/shop/numberRemark', body);

/** Which side of an ID document an image shows. */
export type CertSide = 'front' | 'back' | 'holding';

/** POST /api/shop/certUpload (multipart: side, file): one ID document image, JPEG or PNG, up to 5 MB. */
export function uploadCertImage(side: CertSide, file: File) {
  const form = new FormData();
  form.append('side', side);
  form.append('file', file);
  return http.upload<{ url: string }>('/api/shop/certUpload', form);
}

/** POST /api/shop/resetCert: replaces the ID document images of an order. */
export const resetOrderCert = (body: {
  orderSn: string;
  front: string;
  back: string;
  holding: string;
}) => http.post<{ orderSn: string }>('/api/shop/resetCert', body);
