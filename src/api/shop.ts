import { http } from './http';
import type {
  DownstreamAgent,
  GoodsItem,
  GoodsListQuery,
  GoodsListResult,
  HotQuestion,
  IpLocation,
  Logistics,
  NumberItem,
  NumberListQuery,
  Paged,
  PageQuery,
  QuestionItem,
  ShopOrder,
  ShopUser,
  SinglePageInfo,
} from './types';

/** GET /api/shop/numberList: numbers for sale, filtered and paged. */
export const getNumberList = (query: NumberListQuery = {}) =>
  http.get<Paged<NumberItem>>('/api/shop/numberList', { ...query });

/** GET /api/shop/goodsList: goods in groups. */
export const getGoodsList = (query: GoodsListQuery = {}) =>
  http.get<GoodsListResult>('/api/shop/goodsList', { ...query });

/** GET /api/shop/base/ipLocation: where the visitor appears to be. */
export const getIpLocation = () => http.get<IpLocation>('/api/shop/base/ipLocation');

/** GET /api/shop/singlePageInfo: a featured single page by its code. */
export const getSinglePageInfo = (pageCode: string, promoCode?: string) =>
  http.get<SinglePageInfo>('/api/shop/singlePageInfo', { pageCode, promoCode });

/** GET /api/shop/sysQuestion/list: help-centre questions. */
export const getQuestionList = (query: PageQuery & { keyword?: string; category?: string } = {}) =>
  http.get<Paged<QuestionItem>>('/api/shop/sysQuestion/list', { ...query });

/** GET /api/shop/sysQuestion/view: one question with its answer. */
export const getQuestion = (id: number) =>
  http.get<QuestionItem>('/api/shop/sysQuestion/view', { id });

/** GET /api/shop/customer/hotQuestionList: the hot questions of customer service (a list). */
export const getHotQuestionList = (promoCode?: string) =>
  http.get<HotQuestion[]>('/api/shop/customer/hotQuestionList', { promoCode });

// Extensions of our contract beyond SPEC section 7: the order-query login, orders, number holds
// and agent pricing that the shop pages need. The session is the Session-ID header.

/** POST /api/shop/login: order-query login by mobile and SMS code (binds the Session-ID). */
export const shopLogin = (body: { mobile: string; code: string }) =>
  http.post<ShopUser>('/api/shop/login', body);

/** POST /api/shop/logout: ends the order-query session. */
export const shopLogout = () => http.post<null>('/api/shop/logout');

/** GET /api/shop/goodsDetails: one goods item. */
export const getGoodsDetails = (id: number, promoCode?: string) =>
  http.get<GoodsItem>('/api/shop/goodsDetails', { id, promoCode });

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

/** GET /api/shop/agent/lowerList: downstream agents of the current promo code. */
export const getDownstreamAgents = (promoCode: string) =>
  http.get<DownstreamAgent[]>('/api/shop/agent/lowerList', { promoCode });

/**
 * POST /api/shop/agent/saveLowerCustom: sets the markup of a downstream agent. The only call
 * whose empty parameters are sent as they are: an empty markup clears the custom price.
 * 33001 when the agent is not a direct downstream.
 */
export const saveLowerCustom = (body: {
  promoCode: string;
  agentId: number;
  markup: number | '' | null;
}) => http.post<DownstreamAgent>('/api/shop/agent/saveLowerCustom', body);
