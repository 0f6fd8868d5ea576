import { useCallback, useEffect, useRef, useState } from 'react';

export interface Remote<T> {
  data: T | undefined;
  loading: boolean;
  error: boolean;
  /** Loads again; resolves once the new data (or failure) is in. */
  reload: () => Promise<void>;
  /** Replaces the data locally, e.g. after an action the server already confirmed. */
  setData: (data: T) => void;
}

/**
 * Loads a page's data with loading and error states. The API client already toasted the reason
 * of a failure, so the page only needs to show an error state with a retry.
 */
export function useRemote<T>(load: () => Promise<T>, deps: readonly unknown[]): Remote<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);
  const latest = useRef(0);
  // The loader changes with its dependencies only; callers pass a fresh closure every render.
  const loader = useRef(load);
  loader.current = load;

  const reload = useCallback(async () => {
    const run = ++latest.current;
    setLoading(true);
    setError(false);
    try {
      const next = await loader.current();
      if (run === latest.current) setData(next);
    } catch {
      if (run === latest.current) setError(true);
    } finally {
      if (run === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return { data, loading, error, reload, setData };
}

/** Runs an action once at a time: a second call while the first is pending is ignored. */
export function usePending() {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const run = useCallback(async <R>(action: () => Promise<R>): Promise<R | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    try {
      return await action();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}

export interface PagedRemote<T> {
  items: T[];
  /** The first page is loading (or reloading). */
  loading: boolean;
  /** A further page is loading. */
  loadingMore: boolean;
  error: boolean;
  hasMore: boolean;
  reload: () => Promise<void>;
  loadMore: () => Promise<void>;
}

/** A paged list: the first page on load and on every change of deps, then more on demand. */
export function usePagedList<T>(
  load: (page: number) => Promise<{ list: T[]; hasMore: boolean }>,
  deps: readonly unknown[],
): PagedRemote<T> {
  const [items, setItems] = useState<T[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const loader = useRef(load);
  loader.current = load;
  const first = useRemote(async () => {
    const result = await loader.current(1);
    setItems(result.list);
    setPage(1);
    setHasMore(result.hasMore);
    return true;
  }, deps);

  const loadMore = useCallback(async () => {
    if (loadingMore || !hasMore) return;
    setLoadingMore(true);
    try {
      const result = await loader.current(page + 1);
      setItems((current) => [...current, ...result.list]);
      setPage(page + 1);
      setHasMore(result.hasMore);
    } catch {
      // The client told the user; the button stays for another try.
    } finally {
      setLoadingMore(false);
    }
  }, [hasMore, loadingMore, page]);

  return {
    items,
    loading: first.loading,
    loadingMore,
    error: first.error,
    hasMore,
    reload: first.reload,
    loadMore,
  };
}
