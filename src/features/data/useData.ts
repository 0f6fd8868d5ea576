import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  fetchData,
  hashKey,
  KEEP_MS,
  readData,
  setData as setCacheData,
  subscribeData,
  type DataKey,
  type DataState,
  type Loader,
} from './cache';

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
  /** Replaces the data locally (and for every page showing the key), e.g. an optimistic update. */
  setData: (next: T | ((current: T | undefined) => T)) => void;
}

export interface DataOptions<T = unknown> {
  /**
   * Opening a page loads its key again unless the data is younger than this (ms): the throttles
   * of docs/requirements.md section 4. Default 0: returning to a page shows what it had and refreshes it.
   */
  minAgeMs?: number;
  /** How long the data outlives the last page that shows it (default 5 minutes). */
  keepMs?: number;
  /** While a new key has no data yet, keep showing the previous key's (a filter change). */
  keepPrevious?: boolean;
  /**
   * Whether the data on screen loads again, quietly, when the connection returns and when the
   * shop is shown again after a while (default true; a function decides from the data).
   */
  refetchOnReturn?: boolean | ((data: T | undefined) => boolean);
}

const NO_KEY: DataState<never> = {
  data: undefined,
  loading: false,
  error: false,
  updatedAt: 0,
  stale: false,
};

/**
 * What a key holds, as a page shows it: read from the cache in the render that names the key,
 * then followed as it changes, each change drawn in a transition. An answer's arrival then draws
 * in slices that leave room for input between them (a list's first rows, a home's lists), where
 * an external store's subscription would draw it in one task. `subscribe` is made once per key.
 */
function useFollowedState<T>(
  key: DataKey | null,
  hash: string,
  keepMs: number,
  refetchable: (data: T | undefined) => boolean,
): DataState<T> {
  const read = (): DataState<T> => (key ? readData<T>(key) : (NO_KEY as DataState<T>));
  const [held, setHeld] = useState(() => ({ hash, state: read() }));
  // A key named for the first time in this render is read now, not one change later.
  const state = held.hash === hash ? held.state : read();
  useEffect(() => {
    if (!key) return undefined;
    const follow = () => {
      const next = readData<T>(key);
      startTransition(() =>
        setHeld((current) =>
          current.hash === hash && current.state === next ? current : { hash, state: next },
        ),
      );
    };
    const unsubscribe = subscribeData<T>(key, follow, keepMs, refetchable);
    // What changed between the render and the subscription.
    follow();
    return unsubscribe;
    // The key is named by its hash; `refetchable` is the same function for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, keepMs]);
  return state;
}

/**
 * The data of a key: shown from the cache at once, loaded when the page opens (or the key
 * changes) unless younger than `minAgeMs`, shared with every other page asking for the key, and
 * loaded again when a write invalidates it. A `null` key waits (nothing to load yet).
 */
export function useData<T>(
  key: DataKey | null,
  load: Loader<T>,
  options: DataOptions<T> = {},
): Resource<T> {
  const { minAgeMs = 0, keepMs = KEEP_MS, keepPrevious = false, refetchOnReturn = true } = options;
  const refetchRef = useRef(refetchOnReturn);
  refetchRef.current = refetchOnReturn;
  const refetchable = useCallback((data: T | undefined) => {
    const rule = refetchRef.current;
    return typeof rule === 'function' ? rule(data) : rule;
  }, []);
  const hash = key ? hashKey(key) : '';
  // Callers pass a fresh closure every render; it changes meaning only with the key.
  const loader = useRef(load);
  loader.current = load;
  const keyRef = useRef(key);
  keyRef.current = key;
  const run = useCallback<Loader<T>>((signal, context) => loader.current(signal, context), []);

  const state = useFollowedState<T>(key, hash, keepMs, refetchable);

  useEffect(() => {
    if (!keyRef.current) return;
    fetchData(keyRef.current, run, { minAgeMs }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, run]);

  const reload = useCallback(async (): Promise<T | undefined> => {
    const current = keyRef.current;
    if (!current) return undefined;
    const asked = hashKey(current);
    try {
      const data = await fetchData(current, run, { force: true });
      return keyRef.current && hashKey(keyRef.current) === asked ? data : undefined;
    } catch {
      return undefined;
    }
  }, [run]);

  const setData = useCallback((next: T | ((current: T | undefined) => T)) => {
    if (keyRef.current) setCacheData(keyRef.current, next);
  }, []);

  // The previous key's data, shown while a new key loads (keepPrevious).
  const previous = useRef<T | undefined>(undefined);
  if (state.data !== undefined) previous.current = state.data;
  const data = state.data ?? (keepPrevious ? previous.current : undefined);
  // Before the first load of a key has started, the page is loading (not empty).
  const loading = key !== null && (state.loading || (state.updatedAt === 0 && !state.error));

  const error = state.error;
  // The same object while nothing in it changed, so a memoised part of a page can skip a redraw.
  return useMemo(
    () => ({ data, loading, error, reload, setData }),
    [data, loading, error, reload, setData],
  );
}
