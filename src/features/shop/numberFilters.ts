import type { NumberPattern } from '@/api/types';

/** The patterns a vanity number list filters by ('tail': a lucky tail). */
export const PATTERNS: NumberPattern[] = ['AABB', 'ABAB', 'AAA', 'AAAA', '888', 'ABC', 'tail'];
/** An ordinary number list has no patterns to choose from. */
export const NO_PATTERNS: NumberPattern[] = [];
/** The price ranges of the number lists' filter, in yuan, upper bound excluded. */
export const PRICE_RANGES: [number, number][] = [
  [0, 200],
  [200, 500],
  [500, 1000],
  [1000, 100_000],
];
