import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '@/api/call';
import * as shop from '@/api/declarations/shop';
import type { NumberItem, NumberListQuery, RegionNode } from '@/api/types';
import { useNumberCardLabels } from '@/components/shop/NumberCard';
import { NumberFilters, type NumberFilterValues } from '@/components/shop/NumberFilters';
import { OperatorFilter } from '@/components/shop/OperatorFilter';
import { afterPaint } from '@/lib/afterPaint';
import { useLayoutStore } from '@/stores/layout';
import { fetchData } from '@/features/data/cache';
import { keyOf as readKey } from '@/features/data/query';
import { useClientWarmUp } from '@/features/data/warmUp';
import { fetchProvinces, locateVisitor, useProvinces } from '@/features/data/shop';
import { alreadyMatching } from '@/features/shop/numberSearch';
import { loadDict } from '@/features/shop/dicts';
import { operatorNames } from '@/features/shop/operators';
import { firstKeyword, numberListQuery, OPERATOR_DICT } from '@/features/shop/numberQuery';
import { KEPT, keepNumbers, keptList, opensWith } from '@/features/shop/keptNumbers';
import { appendPage, pairUp, type NumberList, type NumberPairRow } from './numberRows';
import {
  NO_PATTERNS,
  PATTERNS,
  PRICE_RANGES,
  searchTerms,
  useOperatorOptions,
  type ListSearch,
} from './numberFilters';
import { NumberPair } from './NumberPair';
import { NumberResults } from './NumberResults';

/** A page of a search: asked twice at once, one request; nothing is kept after it. */
const requestPage = (query: NumberListQuery) =>
  fetchData(readKey(shop.getNumberList, query), () => call(shop.getNumberList, query), {
    keepMs: 0,
  });

type NumberListAnswer = Awaited<ReturnType<typeof requestPage>>;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  height: calc(100dvh - ${({ theme }) => theme.sizes.navBar});
  min-height: 24rem;
`;

export interface NumberBrowserProps {
  /** 1 vanity only, 0 ordinary only, '' both. */
  pretty: 0 | 1 | '';
  /** 1 fast numbers only. */
  fast: 0 | 1 | '';
  /** Digits to search for at first. */
  initialKeyword: string;
  /** Called with the tapped number. */
  onPick: (item: NumberItem) => void;
}

/**
 * What a number list asks for before its first search (the visitor's province, the province tree
 * and the operators): a page that opens the app calls it with the launch (`PageComponent.prefetch`),
 * so these go out before the app's first render instead of after it. The list then finds them on
 * their way or answered.
 */
export function prefetchNumberBrowser(): void {
  void locateVisitor();
  void fetchProvinces().catch(() => undefined);
  void loadDict(OPERATOR_DICT).catch(() => undefined);
}

const NO_PROVINCES: RegionNode[] = [];

/** How long the first page waits for the IP location before listing every province. */
const LOCATION_WAIT_MS = 1500;
/** A new search's answer slower than this dims the list it replaces (a shorter dim flickers). */
const DIM_AFTER_MS = 200;

/** Head search, filter popups, operator filter and an endless, pull-to-refresh list of numbers. */
export function NumberBrowser({ pretty, fast, initialKeyword, onPick }: NumberBrowserProps) {
  const { t } = useTranslation();
  const promoCode = useLayoutStore((s) => s.promoCode);
  const [filters, setFilters] = useState<NumberFilterValues>({
    keyword: firstKeyword(initialKeyword),
    provinceCode: '',
    pattern: '',
    priceRange: -1,
  });
  const [operator, setOperator] = useState('');
  const keptKey = useMemo(
    () => ({ pretty, fast, promoCode, keyword: firstKeyword(initialKeyword) }),
    [pretty, fast, promoCode, initialKeyword],
  );
  // A returning visitor sees the last visit's first page at once, dimmed, until the answer.
  const [list, setList] = useState<NumberList>(() => keptList(keptKey));
  const kept = list.generation === KEPT;
  const shownList = useRef(list); // read by the searches' handlers
  shownList.current = list;
  /** The generation of the new search on its way, 0 when none is. */
  const searching = useRef(0);
  const items = list.items;
  const [page, setPage] = useState(0);
  const [finished, setFinished] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const touched = useRef(false);
  const generation = useRef(0);
  const provinces = useProvinces().data ?? NO_PROVINCES;
  // The first page waits (briefly) for the visitor's province, so the list is asked for once.
  const [located, setLocated] = useState(false);

  useEffect(() => {
    // The visitor's province comes first, unless they already chose filters.
    let live = true;
    const done = () => live && setLocated(true);
    const timer = setTimeout(done, LOCATION_WAIT_MS);
    void locateVisitor().then((location) => {
      const provinceCode = typeof location?.provinceCode === 'string' ? location.provinceCode : '';
      if (live && !touched.current && provinceCode) {
        setFilters((prev) => ({ ...prev, provinceCode }));
      }
      done();
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  const operatorOptions = useOperatorOptions();

  /** The query of a page of a search. */
  const queryOf = useCallback(
    (nextPage: number, search: ListSearch) =>
      numberListQuery(nextPage, searchTerms(search), { pretty, fast }, promoCode),
    [pretty, fast, promoCode],
  );

  /** Loads a page of the search `search` (by default the one on screen); `replace`: a new one. */
  const fetchPage = useCallback(
    async (
      nextPage: number,
      replace: boolean,
      search: ListSearch = { filters, operator },
      sent?: Promise<NumberListAnswer>,
    ) => {
      const run = replace ? ++generation.current : generation.current;
      if (replace) searching.current = run;
      // A next page of the search on screen is not asked for while a new search is on its way.
      else if (searching.current) return;
      const busy = () => {
        if (run !== generation.current) return;
        setLoading(true);
        setError(false);
      };
      // A filter's tap is answered by the pressed filter: the list turns dimmed and busy only if
      // the answer is slow, so a quick one replaces the rows without a dimmed flash (and without
      // the work of drawing one) in between.
      const dim =
        sent && shownList.current.rows.length ? window.setTimeout(busy, DIM_AFTER_MS) : (busy(), 0);
      // The loaded numbers the new search will also return are drawn at once (in a transition:
      // the pressed filter is painted first), without waiting for the network.
      const shown = shownList.current;
      const kept =
        replace && shown.generation !== KEPT
          ? alreadyMatching(shown.items, searchTerms(search))
          : undefined;
      if (kept?.length && kept.length < shown.items.length) {
        busy();
        startTransition(() => setList({ items: kept, rows: pairUp(kept), generation: run }));
      }
      /** The call is over: false when a newer search replaced this one meanwhile. */
      const settled = () => {
        window.clearTimeout(dim);
        if (run !== generation.current) return false;
        if (replace) searching.current = 0;
        return true;
      };
      try {
        const result = await (sent ?? requestPage(queryOf(nextPage, search)));
        if (!settled()) return;
        // The first page of the search the list opens with is kept for the next visit.
        if (replace && nextPage === 1 && !touched.current && opensWith(keptKey, search))
          keepNumbers(keptKey, result.list);
        // With the end of the loading (no empty list between). A new search's rows in view at
        // once (the overscan after their paint); a next page's, which arrives while the list
        // scrolls, in a transition: in slices, leaving the scroll's frames room between them.
        const show = () => {
          setList((prev) =>
            replace
              ? { items: result.list, rows: pairUp(result.list), generation: run }
              : appendPage(prev, result.list),
          );
          setPage(nextPage);
          setFinished(!result.hasMore);
          setLoading(false);
        };
        // The very first rows too (nobody waits on a tap then): their first draw is sliced.
        if (replace && shownList.current.rows.length > 0) show();
        else startTransition(show);
      } catch {
        if (!settled()) return;
        setError(true);
        // A failed new search shows its error and retry in place of the previous rows.
        if (replace) setList({ items: [], rows: [], generation: run });
        setLoading(false);
      }
    },
    [filters, operator, queryOf, keptKey],
  );

  /** What a search is, including what the page fixes, so one search is asked for once. */
  const keyOf = useCallback(
    (search: ListSearch) =>
      JSON.stringify([search.filters, search.operator, pretty, fast, promoCode]),
    [pretty, fast, promoCode],
  );
  /** The search asked for last (by a filter's own event, or below). */
  const asked = useRef('');

  // What the filters' events read when they run (kept as the list commits): their handlers stay
  // the same, so a change the filters do not show (the operator, a page) does not redraw them.
  const fetchPageRef = useRef(fetchPage);
  const current = useRef({ filters, operator, located, page });
  useLayoutEffect(() => {
    fetchPageRef.current = fetchPage;
    current.current = { filters, operator, located, page };
  });
  // The results' handlers stay the same: a filter's tap does not draw the results again.
  const onRetry = useCallback(() => void fetchPageRef.current(1, true), []);
  const onRefresh = useCallback(() => {
    setRefreshing(true);
    void fetchPageRef.current(1, true).finally(() => setRefreshing(false));
  }, []);
  const onLoad = useCallback(() => void fetchPageRef.current(current.current.page + 1, false), []);

  /** The search a filter's event scheduled, not sent yet: cancels it. */
  const pendingSearch = useRef<(() => void) | null>(null);
  useEffect(() => () => pendingSearch.current?.(), []);

  /**
   * A filter's own event sends the new search's request and leaves the list as it is until the
   * frame that shows the pressed filter is painted: the tap is answered by that frame alone, and
   * the dimmed list and the rows kept from the loaded ones follow in a task of their own. A second
   * tap within that frame sends its search after it.
   */
  const searchNow = useCallback(
    (search: ListSearch) => {
      asked.current = keyOf(search);
      // The answer is on its way while the browser paints the pressed filter.
      const sent = pendingSearch.current ? undefined : requestPage(queryOf(1, search));
      sent?.catch(() => undefined);
      pendingSearch.current?.();
      pendingSearch.current = afterPaint(() => {
        pendingSearch.current = null;
        // The rows on screen stay (dimmed) until the new search answers, then the list restarts.
        setFinished(false);
        void fetchPageRef.current(1, true, search, sent);
      });
    },
    [keyOf, queryOf],
  );
  const onFiltersChange = useCallback(
    (next: NumberFilterValues) => {
      touched.current = true;
      // The request first: it leaves in this task, before the pressed filter is drawn.
      searchNow({ filters: next, operator: current.current.operator });
      setFilters(next);
    },
    [searchNow],
  );
  const onOperatorChange = useCallback(
    (next: string) => {
      const { filters, operator, located } = current.current;
      if (next === operator) return;
      // Before the visitor's province is known the first search waits for it (above).
      if (located || touched.current) searchNow({ filters, operator: next });
      setOperator(next);
    },
    [searchNow],
  );
  const provinceOptions = useMemo(
    () => provinces.map(({ value, label }) => ({ value, label })),
    [provinces],
  );

  useEffect(() => {
    if (!located && !touched.current) return;
    const key = keyOf({ filters, operator });
    // Already asked for by the filter's event that changed it.
    if (asked.current === key) return;
    asked.current = key;
    setFinished(false);
    void fetchPage(1, true);
  }, [fetchPage, keyOf, filters, operator, located]);

  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });
  const pick = useCallback((item: NumberItem) => onPickRef.current(item), []);
  // The cards' words and operator names are translated here, once for the whole list.
  const labels = useNumberCardLabels();
  const names = useMemo(() => operatorNames(t), [t]);
  const renderPair = useCallback(
    (pair: NumberPairRow) => <NumberPair pair={pair} onPick={pick} labels={labels} t={names} />,
    [pick, labels, names],
  );

  // A visitor's first filter change is the first call the early answers do not cover.
  useClientWarmUp(items.length > 0);

  // Until the first search starts (it waits for the visitor's province), the list is loading
  // too: never "no numbers" before anything was asked for.
  const waiting = (!located && !touched.current) || asked.current === '';
  const firstLoad = (loading || waiting) && !items.length;
  // A new search is on its way while the previous one's rows are shown.
  const stale = (loading && generation.current !== list.generation && items.length > 0) || kept;
  // The filters do not change while pages load: they are not drawn again for every page.
  const filterBar = useMemo(
    () => (
      <>
        <NumberFilters
          value={filters}
          onChange={onFiltersChange}
          provinces={provinceOptions}
          patterns={pretty === 0 ? NO_PATTERNS : PATTERNS}
          priceRanges={PRICE_RANGES}
        />
        <OperatorFilter
          label={t('shop.operators.label')}
          options={operatorOptions}
          value={operator}
          onChange={onOperatorChange}
        />
      </>
    ),
    [
      filters,
      onFiltersChange,
      provinceOptions,
      pretty,
      t,
      operatorOptions,
      operator,
      onOperatorChange,
    ],
  );

  return (
    <Frame>
      {filterBar}
      <NumberResults
        list={list}
        firstLoad={firstLoad}
        loading={loading}
        kept={kept}
        stale={stale}
        error={error}
        finished={finished}
        refreshing={refreshing}
        onRetry={onRetry}
        onRefresh={onRefresh}
        onLoad={onLoad}
        renderPair={renderPair}
      />
    </Frame>
  );
}
