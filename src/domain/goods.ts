/** Goods of the shop (data cards, broadband, vanity-number packages). */

import { coded, type Meanings } from './codes';
import * as v from 'valibot';
import { bool, list, num, numOr, obj, oneOf, optNum, str, strList, type Shape } from '@/lib/schema';
import { OPERATOR_MEANINGS, OPERATOR_TYPES } from './numbers';
import { dictOption } from './site';

/** Number-selection mode of goods. */
export type NumberSelectMode =
  /** No number to choose. */
  | 0
  /** Chosen nationally. */
  | 1
  /** Fixed region. */
  | 2
  /** By delivery address. */
  | 3
  /** Random in province. */
  | 4
  /** Chosen in province. */
  | 5
  /** Chosen nationally from the vanity pool. */
  | 6;

/** What each number-selection mode means. */
const SELECT_MODES = {
  0: 'no number to choose',
  1: 'chosen nationally',
  2: 'fixed region',
  3: 'by delivery address',
  4: 'random in province',
  5: 'chosen in province',
  6: 'chosen nationally from the vanity pool',
} as const satisfies Meanings<NumberSelectMode>;

/** Goods categories. */
export const CATEGORIES = { 1: 'data card', 2: 'broadband', 3: 'vanity number' } as const;

/** One extra order-form field of goods. */
export const goodsFormField = obj({
  /** Field name sent with the order. */
  name: str,
  /** Label. */
  label: str,
  /** 'text', 'idcard', 'mobile' or 'select'. */
  type: coded(oneOf(['text', 'idcard', 'mobile', 'select'] as const, 'text'), {
    text: 'free text',
    idcard: 'ID card number',
    mobile: 'mobile number',
    select: 'choice of options',
  }),
  /** Whether it must be filled. */
  required: bool,
  /** Options for 'select'. */
  options: v.optional(list(dictOption)),
});
export type GoodsFormField = Shape<typeof goodsFormField>;

/** One goods item (data card, broadband, vanity-number package) (GET /api/shop/goodsList). */
export const goodsItem = obj({
  /** Goods id. */
  id: num,
  /** Group id (goods are shown in groups). */
  groupId: optNum,
  /** Goods name. */
  name: str,
  /** Cover image. */
  image: str,
  /** Short selling points. */
  tags: strList,
  /** Operator type 1-4. */
  operatorType: coded(oneOf(OPERATOR_TYPES, undefined), OPERATOR_MEANINGS),
  /** Operator name. */
  operatorName: str,
  /** Category: 1 data card, 2 broadband, 3 vanity number. */
  category: coded(oneOf([1, 2, 3] as const, 1), CATEGORIES),
  /** Number-selection mode (unknown modes read as 0: no number to choose). */
  selectMode: coded(
    oneOf([0, 1, 2, 3, 4, 5, 6] as const satisfies readonly NumberSelectMode[], 0),
    SELECT_MODES,
  ),
  /** Monthly fee in yuan. */
  monthlyFee: numOr(0),
  /** Original monthly fee before the discount. */
  originalFee: numOr(0),
  /** Discount term in months (0 = no discount). */
  discountMonths: numOr(0),
  /** General flow per month in GB. */
  generalFlow: numOr(0),
  /** Directed (app-specific) flow per month in GB. */
  directedFlow: numOr(0),
  /** Call minutes per month. */
  callMinutes: numOr(0),
  /** Whether ordering needs an SMS code. */
  needSmsCode: bool,
  /** Whether ordering needs ID card photos. */
  needIdPhotos: bool,
  /** Extra order-form fields. */
  formFields: list(goodsFormField),
  /** Stock left; 0 = sold out. */
  stock: numOr(0),
  /** Number sold, for display. */
  sales: numOr(0),
  /** Province codes it can be delivered to; empty = nationwide. */
  deliveryProvinces: strList,
  /** Minimum age of the buyer (0 = not stated). */
  minAge: numOr(0),
  /** Maximum age of the buyer (0 = not stated). */
  maxAge: numOr(0),
  /** Rich-text detail. */
  detail: str,
});
export type GoodsItem = Shape<typeof goodsItem>;

/** A group of goods. */
export const goodsGroup = obj({
  /** Group id. */
  id: num,
  /** Group name. */
  name: str,
  /** Goods of the group. */
  goods: list(goodsItem),
});
export type GoodsGroup = Shape<typeof goodsGroup>;
