/** Phone numbers for sale and their operators. */

import type * as v from 'valibot';
import { coded, type Meanings } from './codes';
import type { OperatorType } from '@/lib/phoneMask';
import { bool, num, numOr, obj, oneOf, optNum, reqStr, str, type Shape } from '@/lib/schema';

/** Operator types: 1 telecom, 2 unicom, 3 broadcast, 4 mobile, 99 device. */
export type { OperatorType };

/** The operator types an answer may name (others are left out, reported). */
export const OPERATOR_TYPES = [1, 2, 3, 4, 99] as const satisfies readonly OperatorType[];

/** What each operator type means. */
export const OPERATOR_MEANINGS = {
  1: 'China Telecom',
  2: 'China Unicom',
  3: 'China Broadnet',
  4: 'China Mobile',
  99: 'device',
} as const satisfies Meanings<(typeof OPERATOR_TYPES)[number]>;

/** What each vanity pattern means. */
const PATTERN_MEANINGS = {
  AABB: 'two pairs (AABB)',
  ABAB: 'a repeated pair (ABAB)',
  AAA: 'three alike',
  AAAA: 'four alike',
  '888': 'lucky eights',
  ABC: 'a run of digits',
  tail: 'a lucky ending',
  plain: 'ordinary number',
} as const satisfies Meanings<NumberPattern>;

/** A vanity pattern, documented with its meanings. */
export const numberPattern = <S extends v.GenericSchema>(schema: S) =>
  coded(schema, PATTERN_MEANINGS);

/** Vanity patterns a number can have. */
export const NUMBER_PATTERNS = [
  'AABB',
  'ABAB',
  'AAA',
  'AAAA',
  '888',
  'ABC',
  'tail',
  'plain',
] as const;
export type NumberPattern = (typeof NUMBER_PATTERNS)[number];

/** One phone number for sale (GET /api/shop/numberList). */
export const numberItem = obj({
  /** Number id. */
  id: num,
  /** The 11-digit number. */
  mobile: reqStr,
  /** Operator type 1-4. */
  operatorType: coded(oneOf(OPERATOR_TYPES, undefined), OPERATOR_MEANINGS),
  /** Operator name. */
  operatorName: str,
  /** Province code of the number. */
  provinceCode: str,
  /** Province name. */
  province: str,
  /** City code. */
  cityCode: str,
  /** City name. */
  city: str,
  /** Vanity pattern; 'plain' for ordinary numbers. */
  pattern: numberPattern(oneOf(NUMBER_PATTERNS, 'plain')),
  /** Whether it is a vanity (pretty) number. */
  pretty: bool,
  /** Price of the number itself. */
  price: numOr(0),
  /** Minimum monthly spend in yuan. */
  minConsume: numOr(0),
  /** Pre-stored fee in yuan. */
  prestore: numOr(0),
  /** Package goods id the number comes with. */
  goodsId: optNum,
  /** Whether someone else holds it right now. */
  reserved: bool,
  /** Until when it is held for this session when reserved by us (ISO), else ''. */
  reservedUntil: str,
  /** Whether it is a fast number (ready to ship). */
  fast: bool,
});
export type NumberItem = Shape<typeof numberItem>;
