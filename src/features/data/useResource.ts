import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  /** The last data that loaded; kept while a reload runs, so the page never flashes back. */
  data: T | undefined;
  /** A load is running (the first one or a reload). */
  loading: boolean;
  /** The last load failed. The API client already told the user why. */
  error: boolean;
  /**
   * Loads again, keeping the current data until the answer; resolves to the new data, or to
   * undefined when the load failed or a newer one took its place.
   */
  reload: () => Promise<T | undefined>;
  /** Replaces the data locally, e.g. an optimistic update or one the server confirmed. */
  setData: (next: T | ((current: T | undefined) => T)) => void;
}

/**
 * A page's data: loads on mount and whenever `deps` change; only the answer to the latest load
 * counts, so a slow earlier answer never overwrites a newer one.
 */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[]): Resource<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);
  const latest = useRef(0);
  // Callers pass a fresh closure every render; it changes meaning only with `deps`.
  const loader = useRef(load);
  loader.current = load;

  const reload = useCallback(async (): Promise<T | undefined> => {
    const run = ++latest.current;
    setLoading(true);
    setError(false);
    try {
      const next = await loader.current();
      if (run !== latest.current) return undefined;
      setDataState(next);
      return next;
    } catch {
      if (run === latest.current) setError(true);
      return undefined;
    } finally {
      if (run === latest.current) setLoading(false);
    }
  }, []);

  const setData = useCallback((next: T | ((current: T | undefined) => T)) => {
    setDataState(next as T | ((current: T | undefined) => T | undefined));
    setError(false);
  }, []);

  useEffect(() => {
    void reload();
    // A newer load or unmounting makes any answer still on its way stale.
    return () => {
      latest.current += 1;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return { data, loading, error, reload, setData };
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
