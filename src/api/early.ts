/**
 * The launch's first calls, sent before the app's code has arrived.
 *
 * At every address a small file (src/app/early) runs as soon as the browser has it: it sends the
 * calls the launch is about to make (the access node, the base configuration, a preview link's
 * card), with the very headers the app will send, and keeps their answers here. When the app's
 * client then makes one of those requests, it takes the answer instead of sending it again: the
 * calls travel while the libraries are still downloading, not after, and the client does not need
 * its HTTP libraries (./transport.ts, ./querySerializer.ts) for them. A request that differs in anything (address,
 * query, any header) finds nothing here and goes out as usual.
 *
 * Nothing in this module may import a library: the early calls bring it into the entry's file, which runs before the stack has arrived.
 */

import { isEmptyParam } from '@/lib/emptyish';

/** What a call sent early answered: as much as the client looks at in a response. */
export interface EarlyAnswer {
  status: number;
  /** The body, parsed as JSON where it is JSON (as axios does), else its text. */
  data: unknown;
  /** The Date header, for the server clock. */
  date: string | null;
}

interface EarlyCall {
  /** The answer; a call that failed on the network settles to null. */
  answer: Promise<EarlyAnswer | null>;
  /** When it was sent (ms since the epoch). */
  sentAt: number;
}

interface Registry {
  /** Set once the app's stores exist: from then on the early calls send nothing. */
  started: boolean;
  /** The calls sent, by request (`earlyCallKey`). */
  calls: Map<string, EarlyCall>;
}

/**
 * How long after it was sent an early answer may still be used. The app asks within a few seconds
 * of the early calls even on a slow phone; an answer nobody took by then is left alone, and the
 * request reaches the server.
 */
export const EARLY_CALL_TTL_MS = 15_000;

const GLOBAL_KEY = '__shopEarlyCalls';

function registry(): Registry {
  const scope = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Registry };
  return (scope[GLOBAL_KEY] ??= { started: false, calls: new Map() });
}

/** The address a request goes to, joined the way axios joins base URL, path and query. */
export function requestUrl(base: string, url: string, query: string): string {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
  const full = base && !absolute ? `${base.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}` : url;
  return query ? `${full}${full.includes('?') ? '&' : '?'}${query}` : full;
}

/**
 * A query value as qs encodes it (RFC 3986): encodeURIComponent, and the few characters it leaves
 * that qs does not (`!'()*`). Throws on a lone surrogate, as encodeURIComponent does.
 */
export const encodeQueryValue = (value: string): string =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * A query of plain values (strings, numbers, booleans) as the client's serialiser writes it
 * (./querySerializer.ts `serializeParams`): values encoded except the unreserved characters, keys as
 * they are, empty values left out. Null when a value is an object or an array: only the client's
 * serialiser writes those, and no early call carries one.
 */
export function flatQuery(params: Record<string, unknown> | undefined): string | null {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    if (isEmptyParam(value)) continue;
    if (typeof value === 'object') return null;
    parts.push(`${key}=${encodeQueryValue(String(value))}`);
  }
  return parts.join('&');
}

/**
 * `flatQuery`, or null where it cannot write a value either (a lone surrogate, which
 * encodeURIComponent refuses): the client's serialiser then writes the query its qs way.
 */
export function flatQueryOrNull(params: Record<string, unknown> | undefined): string | null {
  try {
    return flatQuery(params);
  } catch {
    return null;
  }
}

/** `flatQuery` of the early calls' own queries, whose parameters are plain values. */
export const plainQuery = (params: Record<string, unknown>): string => flatQuery(params) ?? '';

/** A request's identity: method, full address, every header and the JSON body ('' for none). */
export function earlyCallKey(
  method: string,
  url: string,
  headers: Record<string, string>,
  body = '',
) {
  const sorted = Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${method} ${url}\n${JSON.stringify(sorted)}\n${body}`;
}

/** The body as axios reads it by default: JSON where it parses, else the text itself. */
export function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Whether the app has started, after which nothing is sent early any more. */
export const appStarted = (): boolean => registry().started;

/**
 * Sends a call early (src/app/early) unless the app has started or it is already on its way: a
 * GET, or with a JSON `body` a POST that only reads. Returns its answer, or null when it was not
 * sent. A call made with the answer of an early one (`chained`) goes out even once the app has
 * started: the app, which takes that same answer, learns it only after this call is on its way.
 */
export function sendEarly(
  url: string,
  headers: Record<string, string>,
  body?: string,
  chained = false,
): Promise<EarlyAnswer | null> | null {
  const { started, calls } = registry();
  const method = body === undefined ? 'GET' : 'POST';
  const key = earlyCallKey(method, url, headers, body);
  if ((started && !chained) || calls.has(key)) return null;
  const init: RequestInit =
    body === undefined
      ? { method, headers, credentials: 'same-origin' }
      : {
          method,
          headers: { ...headers, 'Content-Type': 'application/json' },
          body,
          credentials: 'same-origin',
        };
  const answer = fetch(url, init).then(
    async (response) => ({
      status: response.status,
      data: parseBody(await response.text()),
      date: response.headers.get('date'),
    }),
    () => null,
  );
  calls.set(key, { answer, sentAt: Date.now() });
  return answer;
}

/**
 * Marks the app as started (src/stores/layout.ts, as the stores are made): the early calls, if they
 * run this late, send nothing, since the session ids they would store could no longer reach them.
 */
export function markAppStarted(): void {
  registry().started = true;
}

/**
 * The early answer of this request, taken (each is used once, so a later refresh reaches the
 * server), or null when none was sent or it is older than `EARLY_CALL_TTL_MS`.
 */
export function takeEarlyCall(
  key: string,
  now: number = Date.now(),
): Promise<EarlyAnswer | null> | null {
  const { calls } = registry();
  const call = calls.get(key);
  if (!call) return null;
  calls.delete(key);
  return now - call.sentAt <= EARLY_CALL_TTL_MS ? call.answer : null;
}
