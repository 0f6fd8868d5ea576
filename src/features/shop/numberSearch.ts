import type { NumberItem } from '@/api/types';

/** What a number search asks for, as the number list sends it. */
export interface NumberSearch {
  /** '' any, '1'..'4' one operator, '-99' the agent's featured numbers. */
  operator: string;
  keyword: string;
  provinceCode: string;
  pattern: string;
  /** [min, max] in yuan, both included; undefined for any price. */
  price?: readonly [number, number];
}

/**
 * The numbers already on screen that a new search will also return, so the list can answer a
 * filter change at once and the server's answer then completes it. Undefined when loaded data
 * cannot tell (the featured numbers are the agent's choice).
 */
export function alreadyMatching(
  items: readonly NumberItem[],
  search: NumberSearch,
): NumberItem[] | undefined {
  if (search.operator !== '' && !/^[1-4]$/.test(search.operator)) return undefined;
  const operator = Number(search.operator);
  return items.filter(
    (item) =>
      (!operator || item.operatorType === operator) &&
      (!search.provinceCode || item.provinceCode === search.provinceCode) &&
      (!search.keyword || item.mobile.includes(search.keyword)) &&
      (!search.pattern || item.pattern === search.pattern) &&
      (!search.price || (item.price >= search.price[0] && item.price <= search.price[1])),
  );
}
