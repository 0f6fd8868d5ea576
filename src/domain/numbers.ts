/** Phone numbers for sale and their operators. */

import type { OperatorType } from '@/lib/phoneMask';

/** Operator types: 1 telecom, 2 unicom, 3 broadcast, 4 mobile, 99 device. */
export type { OperatorType };

/** Vanity patterns a number can have. */
export type NumberPattern = 'AABB' | 'ABAB' | 'AAA' | 'AAAA' | '888' | 'ABC' | 'tail' | 'plain';

/** One phone number for sale (GET /api/shop/numberList). */
export interface NumberItem {
  /** Number id. */
  id: number;
  /** The 11-digit number. */
  mobile: string;
  /** Operator type 1-4. */
  operatorType: OperatorType;
  /** Operator name. */
  operatorName: string;
  /** Province code of the number. */
  provinceCode: string;
  /** Province name. */
  province: string;
  /** City code. */
  cityCode: string;
  /** City name. */
  city: string;
  /** Vanity pattern; 'plain' for ordinary numbers. */
  pattern: NumberPattern;
  /** Whether it is a vanity (pretty) number. */
  pretty: boolean;
  /** Price of the number itself. */
  price: number;
  /** Minimum monthly spend in yuan. */
  minConsume: number;
  /** Pre-stored fee in yuan. */
  prestore: number;
  /** Package goods id the number comes with. */
  goodsId: number;
  /** Whether someone else holds it right now. */
  reserved: boolean;
  /** Until when it is held for this session when reserved by us (ISO), else ''. */
  reservedUntil: string;
  /** Whether it is a fast number (ready to ship). */
  fast: boolean;
}
