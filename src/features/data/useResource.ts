import { useCallback, useRef, useState } from 'react';
import {
  callOptionsOf,
  fetchData,
  hashKey,
  readData,
  setData as setCacheData,
  type DataKey,
  type LoadContext,
} from './cache';
import type { AnswerOf, Endpoint, InputOf } from '@/api/declare';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { call } from '@/api/call';
import { isEndpoint, keyOf, queryOf, type Query } from './query';
import { useData, type DataOptions, type Resource } from './useData';

export type { Resource } from './useData';

/** The options of a read: those of the cache (./useData.ts). */
export type ResourceOptions<T> = DataOptions<T>;

type EndpointArgs<E extends Endpoint> =
  InputOf<E> extends void
    ? [input?: undefined, options?: ResourceOptions<AnswerOf<E>>]
    : [input: InputOf<E>, options?: ResourceOptions<AnswerOf<E>>];

/**
 * Re-renders when the signed-in card or the shop session changes: a query's key holds them, so
 * the page then reads the new owner's data.
 */
function useOwner(): void {
  useIotStore((state) => state.simNo);
  useLayoutStore((state) => state.sessionId);
}

/**
 * A card's read with no card signed in waits: there is nothing to ask for (an expired session
 * has just been cleared, the login page is on its way), and asking would only be refused again.
 */
const ownedKey = (key: DataKey): DataKey | null => (key[0] === 'iot' && key[2] === '' ? null : key);

/**
 * A page's data through the cache, named by what it reads: a declaration and its input
 * (`useResource(iot.getBalanceChoose)`, `useResource(points.getIntegralShopGoodsDetails, { id })`)
 * or a query (`queryOf`, `composedQuery`, `missingQuery` in ./query.ts). Loads on mount and when
 * the key changes; only the latest answer counts. The data is shared with every page reading
 * the same key, kept a while when the page closes (returning shows it and refreshes it) and
 * loaded again when a write names what it reads.
 */
export function useResource<T>(query: Query<T>, options?: ResourceOptions<T>): Resource<T>;
export function useResource<E extends Endpoint>(
  endpoint: E,
  ...args: EndpointArgs<E>
): Resource<AnswerOf<E>>;
export function useResource<T>(
  first: Query<T> | Endpoint,
  second?: unknown,
  third?: unknown,
): Resource<T> {
  useOwner();
  const endpoint = isEndpoint(first);
  const query = endpoint ? (queryOf(first, second as never) as Query<T>) : (first as Query<T>);
  const options = (endpoint ? third : second) as ResourceOptions<T> | undefined;
  return useData(ownedKey(query.key), query.load, { keepPrevious: true, ...options });
}

/** One page of a paged list as the API answers it. */
export interface PageOf<T> {
  list: T[];
  /** Whether more pages follow; when absent, a short page (or an empty one) ends the list. */
  hasMore?: boolean;
  /** The page this answer holds, from 1. */
  page?: number;
}

export interface PagedResource<T> {
  /** Every item of the pages loaded so far, in order. */
  items: T[];
  /** A page is loading (the first one, a reload or a further page). */
  loading: boolean;
  /** A page after the first is loading. */
  loadingMore: boolean;
  /** The last page request failed. */
  error: boolean;
  /** Whether the first page has answered since the list was (re)started. */
  loaded: boolean;
  /** No further page exists. */
  finished: boolean;
  /** Asks for the next page; ignored while one is loading or once finished. */
  loadMore: () => Promise<void>;
  /** Loads the first page again, keeping the items until it answers (pull to refresh). */
  reload: () => Promise<void>;
  /** Replaces the items locally, e.g. after removing one. */
  setItems: (next: T[] | ((current: T[]) => T[])) => void;
}

/** What the cache keeps of a paged list: every item loaded so far and where the list stands. */
interface PagedData<T> {
  items: T[];
  /** The last page loaded (1 after the first). */
  page: number;
  finished: boolean;
}

const hasMore = (answer: PageOf<unknown>) => answer.hasMore ?? answer.list.length > 0;

/** A paged read: its key (without the page) and how to load one page of it. */
export interface PagedQuery<T> {
  key: DataKey;
  /** Loads one page (silently in a quiet refresh of the first page). */
  fetchPage: (page: number, context?: LoadContext) => Promise<PageOf<T>>;
}

/** The page fields a paged declaration takes, and the list it answers. */
type PagedEndpoint = Endpoint & { answer: unknown };
type ItemOf<E extends Endpoint> = AnswerOf<E> extends PageOf<infer I> ? I : never;
type FiltersOf<E extends Endpoint> = Omit<Exclude<InputOf<E>, void>, 'page' | 'pageSize'>;

/** Rows per page unless the read says otherwise. */
export const PAGE_SIZE = 20;

/**
 * A paged read of one declaration: `filters` name the list (its key), `page` and `pageSize` are
 * added for each page.
 */
export function pagedQueryOf<E extends PagedEndpoint>(
  e: E,
  filters: FiltersOf<E>,
  pageSize = PAGE_SIZE,
): PagedQuery<ItemOf<E>> {
  const send = call as (
    e: Endpoint,
    input: unknown,
    options?: object,
  ) => Promise<PageOf<ItemOf<E>>>;
  return {
    key: keyOf(e, { ...filters, pageSize }),
    fetchPage: (page, context) => send(e, { ...filters, page, pageSize }, callOptionsOf(context)),
  };
}

/**
 * A paged list through the cache, named by what it reads:
 * `usePagedResource(iot.getSimBalanceList, filters)` or a `pagedQueryOf(...)`. The first page on
 * mount and on every change of the key (which starts the list afresh), further pages appended
 * by `loadMore`, one at a time; answers to an earlier start are ignored. The list is kept when
 * the page closes (returning shows it at once and refreshes its first page), and a write that
 * names its declaration loads it again.
 */
export function usePagedResource<T>(query: PagedQuery<T>): PagedResource<T>;
export function usePagedResource<E extends PagedEndpoint>(
  endpoint: E,
  filters: FiltersOf<E>,
  options?: { pageSize?: number },
): PagedResource<ItemOf<E>>;
export function usePagedResource<T>(
  first: PagedQuery<T> | Endpoint,
  second?: unknown,
  third?: { pageSize?: number },
): PagedResource<T> {
  useOwner();
  const query = isEndpoint(first)
    ? (pagedQueryOf(first, second as never, third?.pageSize) as unknown as PagedQuery<T>)
    : (first as PagedQuery<T>);
  const dataKey = ownedKey(query.key);
  const fetchPage = query.fetchPage;
  const hash = dataKey ? hashKey(dataKey) : '';
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const keyRef = useRef(dataKey);
  keyRef.current = dataKey;

  const firstPage = useCallback(async (_signal?: AbortSignal, context?: LoadContext) => {
    const answer = await fetcher.current(1, context);
    return { items: answer.list, page: 1, finished: !hasMore(answer) };
  }, []);
  // Loading it again when the shop comes back replaces it by its first page: only while the
  // visitor has not scrolled further (the rows they are reading never go away under them).
  const list = useData<PagedData<T>>(dataKey, firstPage, {
    refetchOnReturn: (data) => !data || data.page <= 1,
  });

  // A further page: which list it belongs to (one at a time per list), and how it went.
  const moreOf = useRef('');
  const [more, setMore] = useState({ of: '', loading: false, error: false });

  const loadMore = useCallback(async () => {
    const current = keyRef.current;
    if (!current) return;
    const of = hashKey(current);
    const state = readData<PagedData<T>>(current);
    if (moreOf.current === of) return;
    if (!state.data) {
      // A first page that failed is asked for again.
      if (!state.loading) await fetchData(current, firstPage, { force: true }).catch(() => {});
      return;
    }
    if (state.data.finished) return;
    const base = state.data;
    moreOf.current = of;
    setMore({ of, loading: true, error: false });
    let failed = false;
    try {
      const answer = await fetcher.current(base.page + 1);
      // Dropped when the list started again meanwhile (a reload, another filter, a local change).
      if (readData<PagedData<T>>(current).data === base) {
        setCacheData<PagedData<T>>(current, {
          items: [...base.items, ...answer.list],
          page: base.page + 1,
          finished: !hasMore(answer),
        });
      }
    } catch {
      failed = true;
    } finally {
      if (moreOf.current === of) moreOf.current = '';
      setMore((now) => (now.of === of ? { of, loading: false, error: failed } : now));
    }
  }, [firstPage]);

  const { reload: reloadFirst } = list;
  const reload = useCallback(async () => {
    await reloadFirst();
  }, [reloadFirst]);

  const setItems = useCallback((next: T[] | ((current: T[]) => T[])) => {
    if (!keyRef.current) return;
    setCacheData<PagedData<T>>(keyRef.current, (current) => {
      const base = current ?? { items: [], page: 0, finished: false };
      return { ...base, items: typeof next === 'function' ? next(base.items) : next };
    });
  }, []);

  const mine = more.of === hash;
  const data = list.data;
  return {
    items: data?.items ?? NO_ITEMS,
    loading: list.loading || (mine && more.loading),
    loadingMore: mine && more.loading,
    error: list.error || (mine && more.error),
    loaded: data !== undefined,
    finished: data?.finished ?? false,
    loadMore,
    reload,
    setItems,
  };
}

const NO_ITEMS: never[] = [];

/** The LoadState props of a resource: `<LoadState {...loadStateOf(resource)} frame="block">`. */
export function loadStateOf<T>(resource: Resource<T>) {
  return {
    data: resource.data,
    loading: resource.loading,
    error: resource.error,
    onRetry: () => void resource.reload(),
  };
}
