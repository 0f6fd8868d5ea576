import * as v from 'valibot';
import { numberItem, type NumberItem } from '@/domain/numbers';
import { localStore } from '@/lib/localStore';
import { KEPT_NUMBERS_KEY } from '@/stores/keys';
import type { NumberListKind } from './numberQuery';
import { pairUp, type NumberList } from './numberRows';

/**
 * The first page a number list showed last, kept for the next visit: a returning visitor sees it
 * at once (dimmed) while the list asks the server again, and the answer replaces it. One list's
 * copy at a time, for one agent (promo code) and one landing search (the page's keyword); never
 * shown for another agent, another list or another search.
 */
export { KEPT_NUMBERS_KEY };

/** A list's own fixed filters and landing search, as the copy is keyed. */
export interface KeptNumbersKey extends NumberListKind {
  promoCode: string;
  keyword: string;
}

const kept = v.object({
  pretty: v.picklist([0, 1, '']),
  fast: v.picklist([0, 1, '']),
  promoCode: v.string(),
  keyword: v.string(),
  items: v.array(numberItem),
});

const sameKey = (a: KeptNumbersKey, b: KeptNumbersKey) =>
  a.pretty === b.pretty &&
  a.fast === b.fast &&
  a.promoCode === b.promoCode &&
  a.keyword === b.keyword;

/** The kept first page of this list and search, or null (none, another one's, or unreadable). */
export function keptNumbers(key: KeptNumbersKey): NumberItem[] | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStore()?.getItem(KEPT_NUMBERS_KEY) ?? 'null');
  } catch {
    return null;
  }
  const read = v.safeParse(kept, stored);
  if (!read.success || !sameKey(read.output, key) || !read.output.items.length) return null;
  return read.output.items;
}

/** Keeps a first page just answered for the next visit (nothing when the storage refuses it). */
export function keepNumbers(key: KeptNumbersKey, items: readonly NumberItem[]): void {
  try {
    const storage = localStore();
    if (!items.length) storage?.removeItem(KEPT_NUMBERS_KEY);
    else storage?.setItem(KEPT_NUMBERS_KEY, JSON.stringify({ ...key, items }));
  } catch {
    // Storage full or blocked: the next visit waits for the list, as a first one does.
  }
}

/** The generation of a list drawn from the kept copy: no search of this visit has answered. */
export const KEPT = -1;

/** The list a number list starts with: the kept copy (generation `KEPT`), or nothing. */
export function keptList(key: KeptNumbersKey): NumberList {
  const items = keptNumbers(key);
  return items
    ? { items, rows: pairUp(items), generation: KEPT }
    : { items: [], rows: [], generation: 0 };
}

/** Whether a search is the one the list opens with: no filter but the visitor's province. */
export function opensWith(
  key: KeptNumbersKey,
  search: { operator: string; filters: { keyword: string; pattern: string; priceRange: number } },
): boolean {
  const { keyword, pattern, priceRange } = search.filters;
  return search.operator === '' && !pattern && priceRange < 0 && keyword === key.keyword;
}
