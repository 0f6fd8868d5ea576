import { http } from './http';
import type {
  GoodsItem,
  GoodsListQuery,
  GoodsListResult,
  HotQuestion,
  IpLocation,
  NumberItem,
  NumberListQuery,
  Paged,
  PageQuery,
  QuestionItem,
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

/** GET /api/shop/goodsDetails: one goods item. */
export const getGoodsDetails = (id: number, promoCode?: string) =>
  http.get<GoodsItem>('/api/shop/goodsDetails', { id, promoCode });

/** GET /api/shop/numberDetails: one number, with this session's hold when it has one. */
export const getNumberDetails = (id: number) =>
  http.get<NumberItem>('/api/shop/numberDetails', { id });
