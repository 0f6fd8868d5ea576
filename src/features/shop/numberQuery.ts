import type { DictName, NumberListQuery, NumberPattern } from '@/api/types';

/**
 * How a number list asks the server for a page: shared by the list (./NumberBrowser.tsx) and the
 * early calls (src/app/early), which ask for a landing list's first page before the app's code
 * has arrived. Nothing here imports a library.
 */

/** The dictionary of the operators a list filters by. */
export const OPERATOR_DICT: DictName = 'OperatorOptions';

/** Numbers a page. */
export const NUMBER_PAGE_SIZE = 20;

/** What each number list fixes: vanity only (`pretty`), fast numbers only (`fast`). */
export interface NumberListKind {
  /** 1 vanity only, 0 ordinary only, '' both. */
  pretty: 0 | 1 | '';
  /** 1 fast numbers only. */
  fast: 0 | 1 | '';
}

/** The number lists by route path (their pages: src/pages). */
export const NUMBER_LISTS = {
  'pages/index/VanityNumber/index': { pretty: 1, fast: '' },
  'pages/goods/general/index': { pretty: 0, fast: '' },
  'pages/goods/fastNumber/index': { pretty: '', fast: 1 },
} as const satisfies Record<string, NumberListKind>;

/** A search of a list, as the visitor sets it. */
export interface NumberListSearch {
  /** Operator type; '' for all. */
  operator: string;
  provinceCode: string;
  /** Digits the number must contain. */
  keyword: string;
  pattern: NumberPattern | '';
  /** The chosen price range, if any. */
  price?: readonly [number, number];
}

/** The digits a list searches for first: the page's `keyword` query. */
export const firstKeyword = (keyword: string | undefined): string =>
  (keyword ?? '').replace(/\D/g, '');

/** The query of one page of a search (the client drops its empty values). */
export function numberListQuery(
  page: number,
  search: NumberListSearch,
  kind: NumberListKind,
  promoCode: string,
): NumberListQuery {
  return {
    page,
    pageSize: NUMBER_PAGE_SIZE,
    operatorType: search.operator === '' ? '' : Number(search.operator),
    provinceCode: search.provinceCode,
    keyword: search.keyword,
    pattern: search.pattern,
    pretty: kind.pretty,
    fast: kind.fast,
    priceMin: search.price?.[0],
    priceMax: search.price?.[1],
    promoCode,
  };
}
