import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberPattern } from '@/api/types';
import type { NumberFilterValues } from '@/components/shop/NumberFilters';
import { useBaseConfigState } from '@/features/data/baseConfig';
import { useResource } from '@/features/data/useResource';
import { DICT_OPTIONS, dictQuery } from '@/features/shop/dicts';
import { OPERATOR_DICT, type NumberListSearch } from '@/features/shop/numberQuery';

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

/** A search of a number list as its controls hold it: the filters and the operator. */
export interface ListSearch {
  filters: NumberFilterValues;
  operator: string;
}

/** What a list search asks for, and what the numbers already loaded are matched against. */
export function searchTerms({ filters, operator }: ListSearch): NumberListSearch {
  return {
    operator,
    provinceCode: filters.provinceCode,
    keyword: filters.keyword,
    pattern: filters.pattern,
    price: PRICE_RANGES[filters.priceRange],
  };
}

const OPERATOR_NAMES = ['1', '2', '3', '4'] as const;

/**
 * The operator filter's choices (docs/requirements.md section 9): all, featured when the agent's configuration
 * suggests numbers, then the operator dictionary, its known operators by their translated names.
 * The dictionary's entries wait for the configuration: "featured" is never slid in before them
 * once they are shown.
 */
export function useOperatorOptions(): { value: string; label: string }[] {
  const { t } = useTranslation();
  const config = useBaseConfigState();
  const operators = useResource(dictQuery(OPERATOR_DICT), DICT_OPTIONS);
  const settled = config.data !== undefined || !config.loading;
  const suggest = config.data?.config.front.suggest ?? false;
  return useMemo(
    () => [
      { value: '', label: t('shop.operators.all') },
      ...(suggest ? [{ value: '-99', label: t('shop.operators.featured') }] : []),
      ...((settled && operators.data) || []).map((option) => {
        const value = String(option.value);
        const known = OPERATOR_NAMES.find((name) => name === value);
        return { value, label: known ? t(`shop.operators.${known}`) : option.label };
      }),
    ],
    [operators.data, settled, suggest, t],
  );
}
