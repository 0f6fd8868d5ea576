import qs from 'qs';
import { encodeQueryValue } from './early';

// The query-string half of the client's HTTP libraries (qs and what it imports), a chunk of its
// own beside ./transport.ts (axios): the two download together and each is evaluated in a task of
// its own (./lazyParts.ts `loadTransport`), so neither holds a phone's main thread for long.

export type Params = Record<string, unknown>;

const QS_OPTIONS = { arrayFormat: 'brackets', encodeValuesOnly: true } as const;

/**
 * Query-string serialisation of every request: nested objects as a[b]=1, arrays as a[]=1 (qs).
 * Most queries are plain values only, which are written here as qs writes them with these options
 * (keys as they are, values encoded but for the unreserved characters, null as an empty value,
 * undefined left out): qs takes a few milliseconds a query on a slow phone for the same string.
 */
export function serializeParams(params: Params): string {
  const parts: string[] = [];
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (value === undefined) continue;
    if (value === null) {
      parts.push(`${key}=`);
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return qs.stringify(params, QS_OPTIONS);
    try {
      parts.push(`${key}=${encodeQueryValue(String(value))}`);
    } catch {
      // A lone surrogate, which encodeURIComponent refuses and qs writes its own way.
      return qs.stringify(params, QS_OPTIONS);
    }
  }
  return parts.join('&');
}
