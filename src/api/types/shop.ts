/** Requests and responses of the shop calls (numbers, goods). */

import type { GoodsGroup } from '@/domain/goods';
import type { NumberPattern } from '@/domain/numbers';
import type { PageQuery } from './common';

/** GET /api/shop/numberList query. */
export interface NumberListQuery extends PageQuery {
  /** Operator type; -99 featured; empty for all. */
  operatorType?: number | '';
  /** Province code. */
  provinceCode?: string;
  /** City code. */
  cityCode?: string;
  /** Digits the number must contain. */
  keyword?: string;
  /** Vanity pattern filter. */
  pattern?: NumberPattern | '';
  /** 1 vanity only, 0 ordinary only, empty for both. */
  pretty?: 0 | 1 | '';
  /** 1 fast numbers only. */
  fast?: 0 | 1 | '';
  /** Price range lower bound. */
  priceMin?: number;
  /** Price range upper bound. */
  priceMax?: number;
  /** Promo code of the agent. */
  promoCode?: string;
}

/** GET /api/shop/goodsList query. */
export interface GoodsListQuery {
  /** Operator type; -99 featured; empty for all. */
  operatorType?: number | '';
  /** Category filter. */
  category?: number | '';
  /** Promo code of the agent. */
  promoCode?: string;
  /** Only goods deliverable to this province. */
  provinceCode?: string;
}

/** GET /api/shop/goodsList: goods in groups. */
export interface GoodsListResult {
  /** Groups in display order. */
  groups: GoodsGroup[];
}
