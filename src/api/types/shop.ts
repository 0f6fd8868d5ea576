/** Requests and responses of the shop calls (numbers, goods, orders, agents). */

import * as v from 'valibot';
import { idCard, mobile, promoCode, smsCode } from '../declarations/fields';
import { goodsGroup } from '@/domain/goods';
import { coded } from '@/domain/codes';
import { NUMBER_PATTERNS, numberPattern } from '@/domain/numbers';
import { list, obj, type Shape } from '@/lib/schema';
import { pagedQuery } from './common';

/** A number or '' (no filter). */
const numberOrEmpty = v.optional(v.union([v.number(), v.literal('')]));

/** GET /api/shop/numberList query. */
export const numberListQuery = pagedQuery({
  /** Operator type; -99 featured; empty for all. */
  operatorType: numberOrEmpty,
  /** Province code. */
  provinceCode: v.optional(v.string()),
  /** City code. */
  cityCode: v.optional(v.string()),
  /** Digits the number must contain. */
  keyword: v.optional(v.string()),
  /** Vanity pattern filter. */
  pattern: v.optional(v.union([numberPattern(v.picklist(NUMBER_PATTERNS)), v.literal('')])),
  /** 1 vanity only, 0 ordinary only, empty for both. */
  pretty: coded(v.optional(v.picklist([0, 1, ''])), {
    0: 'ordinary only',
    1: 'vanity only',
    '': 'both',
  }),
  /** 1 fast numbers only. */
  fast: coded(v.optional(v.picklist([0, 1, ''])), { 0: 'all', 1: 'fast numbers only', '': 'all' }),
  /** Price range lower bound. */
  priceMin: v.optional(v.number()),
  /** Price range upper bound. */
  priceMax: v.optional(v.number()),
  /** Promo code of the agent. */
  promoCode,
});
export type NumberListQuery = v.InferInput<typeof numberListQuery>;

/** GET /api/shop/goodsList query. */
export const goodsListQuery = v.object({
  /** Operator type; -99 featured; empty for all. */
  operatorType: numberOrEmpty,
  /** Category filter. */
  category: numberOrEmpty,
  /** Promo code of the agent. */
  promoCode,
  /** Only goods deliverable to this province. */
  provinceCode: v.optional(v.string()),
});
export type GoodsListQuery = v.InferInput<typeof goodsListQuery>;

/** GET /api/shop/goodsList: goods in groups. */
export const goodsListResult = obj({
  /** Groups in display order. */
  groups: list(goodsGroup),
});
export type GoodsListResult = Shape<typeof goodsListResult>;

/** Body of POST /api/shop/createOrder. */
export const createShopOrderBody = v.object({
  goodsId: v.number(),
  /** Held number id (goods with a number-selection mode). */
  numberId: v.optional(v.number()),
  /** Buyer's real name. */
  name: v.string(),
  /** Buyer's ID card number. */
  idCard,
  /** Contact mobile. */
  mobile,
  /** SMS code when the goods needs one. */
  code: v.optional(smsCode),
  provinceCode: v.string(),
  cityCode: v.string(),
  countyCode: v.string(),
  /** Street and number. */
  address: v.string(),
  promoCode,
  /** Extra form fields of the goods. */
  extra: v.optional(v.record(v.string(), v.string())),
});
export type CreateShopOrderBody = v.InferInput<typeof createShopOrderBody>;

/** Which side of an ID document an image shows. */
export const certSide = coded(v.picklist(['front', 'back', 'holding']), {
  front: 'front of the ID card',
  back: 'back of the ID card',
  holding: 'the holder holding the card',
});
export type CertSide = v.InferInput<typeof certSide>;
