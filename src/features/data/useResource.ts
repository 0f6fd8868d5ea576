import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DataKey } from './cache';
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
  options: DataOptions = {},
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

/**
 * A paged list: the first page on mount and on every change of `deps` (which starts the list
 * afresh), further pages appended by `loadMore`. Answers to an earlier start are ignored.
 */
export function usePagedResource<T>(
  fetchPage: (page: number) => Promise<PageOf<T>>,
  deps: readonly unknown[],
): PagedResource<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [finished, setFinished] = useState(false);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  // Which start of the list an answer belongs to, the last page loaded, and the page asked for.
  const generation = useRef(0);
  const page = useRef(0);
  const inFlight = useRef(false);
  const done = useRef(false);

  const fetchInto = useCallback(async (next: number, gen: number) => {
    inFlight.current = true;
    setLoading(true);
    setLoadingMore(next > 1);
    setError(false);
    try {
      const answer = await fetcher.current(next);
      if (gen !== generation.current) return;
      const more = answer.hasMore ?? answer.list.length > 0;
      page.current = next;
      done.current = !more;
      setItems((current) => (next === 1 ? answer.list : [...current, ...answer.list]));
      setFinished(!more);
      setLoaded(true);
    } catch {
      if (gen === generation.current) setError(true);
    } finally {
      if (gen === generation.current) {
        inFlight.current = false;
        setLoading(false);
        setLoadingMore(false);
      }
    }
  }, []);

  const reload = useCallback(() => {
    const gen = ++generation.current;
    return fetchInto(1, gen);
  }, [fetchInto]);

  const loadMore = useCallback(async () => {
    if (inFlight.current || done.current) return;
    // A first page that failed is asked for again; otherwise the next one.
    await fetchInto(page.current + 1, generation.current);
  }, [fetchInto]);

  useEffect(() => {
    page.current = 0;
    done.current = false;
    setItems([]);
    setLoaded(false);
    setFinished(false);
    void reload();
    return () => {
      generation.current += 1;
      inFlight.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return { items, loading, loadingMore, error, loaded, finished, loadMore, reload, setItems };
}

/** The LoadState props of a resource: `<LoadState {...loadStateOf(resource)} frame="block">`. */
export function loadStateOf<T>(resource: Resource<T>) {
  return {
    data: resource.data,
    loading: resource.loading,
    error: resource.error,
    onRetry: () => void resource.reload(),
  };
}
