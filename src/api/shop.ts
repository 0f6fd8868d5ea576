import { call } from './call';
import * as shop from './declarations/shop';
import type { GoodsListQuery, NumberListQuery, PageQuery } from './types';

/** Numbers for sale, filtered and paged. */
export const getNumberList = (query: NumberListQuery = {}) => call(shop.getNumberList, query);

/** Goods in groups. */
export const getGoodsList = (query: GoodsListQuery = {}) => call(shop.getGoodsList, query);

/** Where the visitor appears to be. */
export const getIpLocation = () => call(shop.getIpLocation);

/** A featured single page by its code. */
export const getSinglePageInfo = (pageCode: string, promoCode?: string) =>
  call(shop.getSinglePageInfo, { pageCode, promoCode });

/** Help-centre questions. */
export const getQuestionList = (query: PageQuery & { keyword?: string; category?: string } = {}) =>
  call(shop.getQuestionList, query);

/** One question with its answer. */
export const getQuestion = (id: number) => call(shop.getQuestion, { id });

/** The hot questions of customer service (a list). */
export const getHotQuestionList = (promoCode?: string) =>
  call(shop.getHotQuestionList, { promoCode });

/** One goods item. */
export const getGoodsDetails = (id: number, promoCode?: string) =>
  call(shop.getGoodsDetails, { id, promoCode });

/** One number, with this session's hold when it has one. */
export const getNumberDetails = (id: number) => call(shop.getNumberDetails, { id });
