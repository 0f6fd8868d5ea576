import type { NumberItem } from '@/api/types';

/**
 * The number list shows numbers two by two. Pairs are built once per page, so the rows already
 * loaded keep their identity (and their memoised drawing) when the next page arrives.
 */
export type NumberPairRow = readonly NumberItem[];

export function pairUp(items: readonly NumberItem[]): NumberPairRow[] {
  const pairs: NumberPairRow[] = [];
  for (let i = 0; i < items.length; i += 2) pairs.push(items.slice(i, i + 2));
  return pairs;
}

export interface NumberList {
  items: NumberItem[];
  rows: NumberPairRow[];
  /** Changes when a new search replaces the list (the list then goes back to its top). */
  generation: number;
}

export function appendPage(prev: NumberList, page: NumberItem[]): NumberList {
  // A last pair with one number gets the next page's first number: only that pair is rebuilt.
  const open = prev.items.length % 2 === 1;
  const rows = open
    ? [...prev.rows.slice(0, -1), ...pairUp([prev.items[prev.items.length - 1], ...page])]
    : [...prev.rows, ...pairUp(page)];
  return { items: [...prev.items, ...page], rows, generation: prev.generation };
}
