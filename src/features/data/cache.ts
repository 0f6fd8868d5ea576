/**
 * The one cache of server data. Each entry is named by a key (an array such as
 * `['iot', 'sim']`); a key's first elements are its area, so invalidating `['iot']` reaches every
 * key that starts with it. Requests for a key share the one on its way; an entry younger than the
 * caller's minimum age is answered from the cache (the throttles of docs/requirements.md section 4); a write
 * invalidates the keys it changes, and the entries someone is showing load again at once.
 * The entries on screen also load again, quietly, when the connection comes back and when the
 * shop is shown again after a while in the background (see refetch.ts).
 */

import { focusManager, onlineManager } from './refetch';

export type DataKey = readonly unknown[];

/** How a load is made. */
export interface LoadContext {
  /**
   * A quiet refresh of data already on screen (the connection came back, the shop was shown
   * again): a failure leaves the screen as it was, so the load tells the visitor nothing of it.
   */
  quiet: boolean;
}

/**
 * Loads a key's data; the signal fires when a newer load of the key takes its place. A loader
 * that sends its call with `callOptionsOf(context)` stays silent in a quiet refresh.
 */
export type Loader<T> = (signal: AbortSignal, context: LoadContext) => Promise<T>;

/** The API call options of a load: a quiet refresh's calls show no toast, dialog or navigation. */
export const callOptionsOf = (context?: LoadContext): { silent?: boolean } =>
  context?.quiet ? { silent: true } : {};

/** What a key holds, replaced as a whole on every change (a stable snapshot for React). */
export interface DataState<T> {
  /** The last data that loaded (or was seeded or set); kept while a reload runs. */
  data: T | undefined;
  /** A load is on its way. */
  loading: boolean;
  /** The last load failed (the API client already told the user why). */
  error: boolean;
  /** When the data arrived (device clock, ms); 0 when it never did. */
  updatedAt: number;
  /** A write changed it since: the next read loads it again whatever its age. */
  stale: boolean;
}

interface Entry<T> {
  key: DataKey;
  state: DataState<T>;
  promise?: Promise<T>;
  /** The last load started, settled or not: an obsolete load's waiters get its answer. */
  latest?: Promise<T>;
  controller?: AbortController;
  /** The last loader, so an invalidation can load again what is on screen. */
  loader?: Loader<T>;
  listeners: Set<() => void>;
  /** Forgets the entry once nobody has shown it for a while. */
  collect?: ReturnType<typeof setTimeout>;
  /** How long the entry outlives its last viewer. */
  keepMs: number;
  /** Whether what it holds may load again quietly when the shop comes back (default yes). */
  refetchable?: (data: unknown) => boolean;
}

/** How long an entry nobody shows is kept: returning to a page within it shows what it had. */
export const KEEP_MS = 5 * 60_000;

const EMPTY: DataState<never> = {
  data: undefined,
  loading: false,
  error: false,
  updatedAt: 0,
  stale: false,
};

const entries = new Map<string, Entry<unknown>>();
let now: () => number = () => Date.now();

/** The device clock the cache reads (tests pass a fake one). */
export function setDataClock(clock: () => number): void {
  now = clock;
}

export const hashKey = (key: DataKey): string => JSON.stringify(key);

function entryOf<T>(key: DataKey): Entry<T> {
  const hash = hashKey(key);
  let entry = entries.get(hash) as Entry<T> | undefined;
  if (!entry) {
    entry = { key, state: EMPTY, listeners: new Set(), keepMs: KEEP_MS };
    entries.set(hash, entry as Entry<unknown>);
  }
  return entry;
}

function update<T>(entry: Entry<T>, patch: Partial<DataState<T>>): void {
  entry.state = { ...entry.state, ...patch };
  for (const listener of [...entry.listeners]) listener();
}

function startsWith(key: readonly unknown[], prefix: DataKey): boolean {
  return prefix.every((part, index) => hashKey([part]) === hashKey([key[index]]));
}

const matching = (prefix: DataKey): Entry<unknown>[] =>
  [...entries.values()].filter((entry) => startsWith(entry.key, prefix));

/** An entry nobody shows that is not to be kept goes once its load settles. */
function settle(entry: Entry<unknown>): void {
  if (!entry.listeners.size && entry.keepMs <= 0 && !entry.promise) {
    const hash = hashKey(entry.key);
    if (entries.get(hash) === entry) entries.delete(hash);
  }
}

/** The answer of the load that replaced an obsolete one, or an abort when the key was removed. */
function obsolete<T>(entry: Entry<T>): Promise<T> {
  return entry.latest ?? Promise.reject(new DOMException('The key was removed', 'AbortError'));
}

/** The current state of a key (empty when it never loaded). */
export function readData<T>(key: DataKey): DataState<T> {
  return (entries.get(hashKey(key))?.state as DataState<T> | undefined) ?? EMPTY;
}

export interface FetchOptions {
  /** Data younger than this (ms) is answered from the cache without a request. */
  minAgeMs?: number;
  /** Load now even if fresh: a newer load replaces (and aborts) one on its way. */
  force?: boolean;
  /**
   * How long the answer outlives its load when nobody shows the key (ms); 0 forgets it once it
   * settles (a page of a search: callers for the same page share the load, nothing is kept).
   */
  keepMs?: number;
  /**
   * A background refresh of data already on screen: no loading state, and a failure keeps the
   * data shown (no error state in place of good content). A load on its way is left to answer.
   */
  quiet?: boolean;
}

/**
 * Whether data that loaded at `updatedAt` is younger than `minAgeMs` now. A clock set back since
 * (the phone's own clock changed) gives a negative age: such data counts as old, so it loads
 * again instead of passing for fresh until the clock has caught up.
 */
function youngerThan(updatedAt: number, minAgeMs: number): boolean {
  const age = now() - updatedAt;
  return age >= 0 && age < minAgeMs;
}

/**
 * The data of a key: the load on its way if there is one, the cached data if it is younger than
 * `minAgeMs` and no write made it stale, else a new load. Rejects when the load fails, or when a
 * newer load or a removal of the key made this one obsolete.
 */
export function fetchData<T>(
  key: DataKey,
  load: Loader<T>,
  options: FetchOptions = {},
): Promise<T> {
  const entry = entryOf<T>(key);
  entry.loader = load;
  if (options.keepMs !== undefined && !entry.listeners.size) entry.keepMs = options.keepMs;
  const { state } = entry;
  if (entry.promise && (!options.force || options.quiet)) return entry.promise;
  if (
    !options.force &&
    !state.stale &&
    state.updatedAt > 0 &&
    youngerThan(state.updatedAt, options.minAgeMs ?? 0)
  ) {
    return Promise.resolve(state.data as T);
  }
  entry.controller?.abort();
  const controller = new AbortController();
  // Quiet only where there is data to keep: a key showing nothing tells of its failure as usual.
  const quiet = !!options.quiet && entry.state.data !== undefined;
  const promise = load(controller.signal, { quiet }).then(
    (data) => {
      // Replaced by a newer load: its answer is the one that counts.
      if (entry.promise !== promise) return obsolete(entry);
      entry.promise = undefined;
      entry.controller = undefined;
      update(entry, { data, loading: false, error: false, updatedAt: now(), stale: false });
      settle(entry as Entry<unknown>);
      return data;
    },
    (reason: unknown) => {
      if (entry.promise !== promise) return obsolete(entry);
      entry.promise = undefined;
      entry.controller = undefined;
      // A quiet refresh that failed leaves what is shown as it was.
      if (!(options.quiet && entry.state.data !== undefined)) {
        update(entry, { loading: false, error: true });
      }
      settle(entry as Entry<unknown>);
      throw reason;
    },
  );
  entry.promise = promise;
  entry.latest = promise;
  entry.controller = controller;
  if (!options.quiet || entry.state.data === undefined)
    update(entry, { loading: true, error: false });
  return promise;
}

/** Puts data into a key as if it had just loaded (a write's answer, an optimistic change). */
export function setData<T>(key: DataKey, next: T | ((current: T | undefined) => T)): void {
  const entry = entryOf<T>(key);
  const data =
    typeof next === 'function' ? (next as (current: T | undefined) => T)(entry.state.data) : next;
  update(entry, { data, error: false, updatedAt: now(), stale: false });
}

/**
 * Seeds a key with a copy kept elsewhere (the persisted sim info): shown at once, loaded again
 * on the first read that asks for fresher data. Does nothing when the key already has data.
 */
export function seedData<T>(key: DataKey, data: T, updatedAt = 0): void {
  const entry = entryOf<T>(key);
  if (entry.state.data !== undefined) return;
  entry.state = { ...entry.state, data, updatedAt };
}

/**
 * A write changed what these keys hold (each key and every key under it): they are stale, and
 * those on screen load again now. Resolves once those loads have settled.
 */
export async function invalidateData(...prefixes: DataKey[]): Promise<void> {
  const reloads: Promise<unknown>[] = [];
  // An entry under two of the prefixes loads again once.
  const changed = new Set(prefixes.flatMap(matching));
  for (const entry of changed) {
    // A load on its way may have been answered before the write: a new one replaces it.
    const awaited = !!entry.promise;
    update(entry, { stale: true });
    if ((entry.listeners.size || awaited) && entry.loader) {
      reloads.push(fetchData(entry.key, entry.loader, { force: true }).catch(() => undefined));
    }
  }
  await Promise.all(reloads);
}

/**
 * Forgets keys (logout, a story's fresh start): their data goes, a load on its way is aborted
 * and its answer dropped. Without a prefix, forgets everything.
 */
export function removeData(prefix: DataKey = []): void {
  for (const [hash, entry] of entries) {
    if (!startsWith(entry.key, prefix)) continue;
    entry.controller?.abort();
    entry.promise = undefined;
    entry.latest = undefined;
    entry.controller = undefined;
    clearTimeout(entry.collect);
    update(entry, EMPTY);
    if (!entry.listeners.size) entries.delete(hash);
  }
}

/** Data on screen older than this loads again when the shop is shown again (3 minutes). */
export const FOCUS_STALE_MS = 3 * 60_000;

/**
 * Loads again, quietly, every key someone is showing whose data is at least `minAgeMs` old (or
 * stale, or never loaded): what is shown stays until the new answer, and stays if it fails.
 * Resolves once those loads have settled.
 */
export async function refetchOnScreen(minAgeMs = 0): Promise<void> {
  const reloads: Promise<unknown>[] = [];
  for (const entry of entries.values()) {
    if (!entry.listeners.size || !entry.loader || entry.promise) continue;
    if (entry.refetchable && !entry.refetchable(entry.state.data)) continue;
    const { updatedAt, stale } = entry.state;
    if (!stale && updatedAt > 0 && youngerThan(updatedAt, minAgeMs)) continue;
    reloads.push(
      fetchData(entry.key, entry.loader, { force: true, quiet: true }).catch(() => undefined),
    );
  }
  await Promise.all(reloads);
}

/**
 * Reloads what is on screen when the connection comes back (always: what failed offline or
 * changed meanwhile) and when the shop is shown again (when older than FOCUS_STALE_MS): the
 * refetch on reconnect and on window focus of common query libraries. Listens only while
 * someone shows a key.
 */
let watching: (() => void) | undefined;
let viewers = 0;

function watchScreen(): void {
  viewers += 1;
  if (watching) return;
  const offOnline = onlineManager.subscribe(() => {
    if (onlineManager.isOnline()) void refetchOnScreen(0);
  });
  const offFocus = focusManager.subscribe(() => {
    if (onlineManager.isOnline()) void refetchOnScreen(FOCUS_STALE_MS);
  });
  watching = () => {
    offOnline();
    offFocus();
  };
}

function unwatchScreen(): void {
  viewers -= 1;
  if (viewers > 0 || !watching) return;
  watching();
  watching = undefined;
}

/**
 * Listens to a key; the entry is kept `keepMs` after its last listener leaves. `refetchable`
 * tells whether its data may load again quietly when the shop comes back (a list grown page by
 * page would shrink to its first page).
 */
export function subscribeData<T = unknown>(
  key: DataKey,
  listener: () => void,
  keepMs: number = KEEP_MS,
  refetchable?: (data: T | undefined) => boolean,
): () => void {
  const hash = hashKey(key);
  const entry = entryOf(key);
  entry.keepMs = keepMs;
  // The entry holds the key's data: the rule reads it as what the key holds.
  entry.refetchable = refetchable as ((data: unknown) => boolean) | undefined;
  clearTimeout(entry.collect);
  entry.listeners.add(listener);
  watchScreen();
  let listening = true;
  return () => {
    if (!listening) return;
    listening = false;
    unwatchScreen();
    entry.listeners.delete(listener);
    if (entry.listeners.size) return;
    if (entry.keepMs <= 0) settle(entry);
    // Kept until removed (a timer of Infinity would fire at once).
    else if (!Number.isFinite(entry.keepMs)) return;
    else
      entry.collect = setTimeout(() => {
        if (!entry.listeners.size && !entry.promise && entries.get(hash) === entry) {
          entries.delete(hash);
        }
      }, entry.keepMs);
  };
}
