import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { fetchData, hashKey, readData, setData as setCacheData, type DataKey } from './cache';
import { useData, type DataOptions, type Resource } from './useData';

export type { Resource } from './useData';

let generations = 0;

/**
 * A page's data through the cache: loads on mount and whenever `deps` change; only the answer to
 * the latest load counts, so a slow earlier answer never overwrites a newer one. With a `key`
 * the data is shared with every page showing that key, kept when the page closes (returning
 * shows it and refreshes it) and loaded again when a write invalidates it; without one it is
 * the page's own and goes with it.
 */
export function useResource<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  key?: DataKey,
  options: DataOptions<T> = {},
): Resource<T> {
  const id = useId();
  // A new private key whenever the dependencies change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const generation = useMemo(() => ++generations, deps);
  return useData(key ?? ['~page', id, generation], load, {
    keepPrevious: true,
    ...(key ? {} : { keepMs: 0 }),
    ...options,
  });
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

/**
 * A paged list through the cache: the first page on mount and on every change of `deps` (which
 * starts the list afresh), further pages appended by `loadMore`, one at a time. Answers to an
 * earlier start are ignored. With a `key` (which names what `deps` name, e.g. the filter), the
 * list is kept when the page closes (returning shows it at once and refreshes its first page)
 * and a write that invalidates the key loads it again; without one it is the page's own.
 */
export function usePagedResource<T>(
  fetchPage: (page: number) => Promise<PageOf<T>>,
  deps: readonly unknown[],
  key?: DataKey,
): PagedResource<T> {
  const id = useId();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const generation = useMemo(() => ++generations, deps);
  const dataKey = key ?? ['~paged', id, generation];
  const hash = hashKey(dataKey);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const keyRef = useRef(dataKey);
  keyRef.current = dataKey;

  const firstPage = useCallback(async (): Promise<PagedData<T>> => {
    const answer = await fetcher.current(1);
    return { items: answer.list, page: 1, finished: !hasMore(answer) };
  }, []);
  // Loading it again when the shop comes back replaces it by its first page: only while the
  // visitor has not scrolled further (the rows they are reading never go away under them).
  const list = useData<PagedData<T>>(dataKey, firstPage, {
    ...(key ? {} : { keepMs: 0 }),
    refetchOnReturn: (data) => !data || data.page <= 1,
  });

  // A further page: which list it belongs to (one at a time per list), and how it went.
  const moreOf = useRef('');
  const [more, setMore] = useState({ of: '', loading: false, error: false });

  const loadMore = useCallback(async () => {
    const current = keyRef.current;
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
