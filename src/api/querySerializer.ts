import qs from 'qs';

// The query-string half of the client's HTTP libraries (qs and what it imports), a chunk of its
// own beside ./transport.ts (axios): the two download together and each is evaluated in a task of
// its own (./lazyParts.ts `loadTransport`), so neither holds a phone's main thread for long.

export type Params = Record<string, unknown>;

/** Query-string serialisation of every request: nested objects as a[b]=1, arrays as a[]=1. */
export function serializeParams(params: Params): string {
  return qs.stringify(params, { arrayFormat: 'brackets', encodeValuesOnly: true });
}
