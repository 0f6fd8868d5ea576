import { call } from '@/api/call';
import { endpointKey, type AnswerOf, type Endpoint, type InputOf } from '@/api/declare';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { callOptionsOf, type DataKey, type LoadContext } from './cache';

// A read is named by what it reads: its declaration and its input. Every key of a card
// declaration starts with 'iot' (so leaving the card forgets them all, CARD_KEYS) and holds the
// card's number; a shop session's key holds the session; then the endpoint, then the input.
// Invalidating a declaration reaches every input and every card or session of it.

/** A read the cache can hold: its key and how to load it. */
export interface Query<T> {
  key: DataKey;
  /** Loads it (a cache loader: in a quiet refresh, a declaration's call is silent). */
  load: (signal?: AbortSignal, context?: LoadContext) => Promise<T>;
  /** The declarations it reads: a write that changes one of them loads it again. */
  reads: readonly Endpoint[];
}

type Scope = 'iot' | 'shop' | 'api';

const scopeOf = (reads: readonly Pick<Endpoint, 'auth'>[]): Scope =>
  reads.some((e) => e.auth === 'card')
    ? 'iot'
    : reads.some((e) => e.auth === 'shop')
      ? 'shop'
      : 'api';

/** Who the answer belongs to: the card's number, the shop session, or nobody. */
function ownerOf(scope: Scope): string {
  if (scope === 'iot') return useIotStore.getState().simNo;
  if (scope === 'shop') return useLayoutStore.getState().sessionId;
  return '';
}

/** The prefix of every key of a declaration: what a write names to load it again. */
export const endpointPrefix = (e: Endpoint): DataKey => [scopeOf([e]), endpointKey(e)];

/** The key of a declaration's answer to `input`, for the signed-in card or session. */
export function keyOf(e: Endpoint, input?: unknown): DataKey {
  const scope = scopeOf([e]);
  const key: unknown[] = [scope, endpointKey(e), ownerOf(scope)];
  if (input !== undefined) key.push(input);
  return key;
}

/** A read of one declaration: `useResource(queryOf(iot.getPackageDetails, { id }))`. */
export function queryOf<E extends Endpoint>(
  e: E,
  ...[input]: InputOf<E> extends void ? [input?: undefined] : [input: InputOf<E>]
): Query<AnswerOf<E>> {
  const send = call as (e: Endpoint, input?: unknown, options?: object) => Promise<AnswerOf<E>>;
  return {
    key: keyOf(e, input),
    load: (_signal, context) => send(e, input, callOptionsOf(context)),
    reads: [e],
  };
}

/** Composed reads, named: every key of a composition starts with its declarations' scope. */
const composedReads = new Map<string, readonly Endpoint[]>();

/**
 * A read composed of several declarations or deriving its answer from one (a goods item with
 * its number, the balance with the card's coins). Keyed by its name and input, and loaded again
 * by a write that changes any declaration it reads.
 */
export function composedQuery<T>(
  name: string,
  reads: readonly Endpoint[],
  input: unknown,
  load: Query<T>['load'],
): Query<T> {
  composedReads.set(name, reads);
  const scope = scopeOf(reads);
  const key: unknown[] = [scope, `composed ${name}`, ownerOf(scope)];
  if (input !== undefined) key.push(input);
  return { key, load, reads };
}

/**
 * A read that cannot be made because the link lacks what it names (no id): its error state
 * shows at once, with nothing sent. Keyed by the reason, so it is shared and never cached long.
 */
export function missingQuery<T = never>(reason: string): Query<T> {
  return {
    key: ['~missing', reason],
    load: () => Promise.reject(new Error(reason)),
    reads: [],
  };
}

/** What a write may name as changed: a declaration, a query, or a key prefix. */
export type Changed = Endpoint | Query<unknown> | DataKey;

const isEndpoint = (value: unknown): value is Endpoint =>
  !!value && typeof value === 'object' && 'method' in value && 'path' in value;
const isQuery = (value: unknown): value is Query<unknown> =>
  !!value && typeof value === 'object' && 'key' in value && 'load' in value;

/**
 * The key prefixes a write changes: each declaration's prefix and the prefix of every
 * composition reading it; a query's own key; a prefix as it is. Each prefix once.
 */
export function prefixesOf(changed: readonly Changed[]): DataKey[] {
  const prefixes = new Map<string, DataKey>();
  const add = (prefix: DataKey) => prefixes.set(JSON.stringify(prefix), prefix);
  for (const item of changed) {
    if (isQuery(item)) add(item.key);
    else if (isEndpoint(item)) {
      add(endpointPrefix(item));
      for (const [name, reads] of composedReads) {
        if (reads.includes(item)) add([scopeOf(reads), `composed ${name}`]);
      }
    } else add(item as DataKey);
  }
  // A prefix already covered by a shorter one is dropped (a card write invalidates the card once).
  const all = [...prefixes.values()];
  return all.filter(
    (prefix) =>
      !all.some(
        (other) =>
          other !== prefix &&
          other.length < prefix.length &&
          other.every((part, i) => JSON.stringify(part) === JSON.stringify(prefix[i])),
      ),
  );
}

/** Whether a value is a declaration (the hooks take one or a query). */
export { isEndpoint };
