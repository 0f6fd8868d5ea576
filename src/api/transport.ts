import axios, { AxiosError, type AxiosInstance } from 'axios';
import qs from 'qs';

// The HTTP libraries of the API client (axios and qs), a chunk of their own: the first screen of a
// landing page is drawn from the answers the early file fetched (./early.ts), so the client loads
// this part with its first call those answers do not cover, or when the browser is idle after the
// first page (./lazyParts.ts `loadTransport`), not before the first paint.

export type Params = Record<string, unknown>;

/** Query-string serialisation of every request: nested objects as a[b]=1, arrays as a[]=1. */
export function serializeParams(params: Params): string {
  return qs.stringify(params, { arrayFormat: 'brackets', encodeValuesOnly: true });
}

/** One axios instance with the base address, the timeout and the query serialiser. */
export function createInstance(baseURL: string, timeout: number): AxiosInstance {
  return axios.create({
    baseURL,
    timeout,
    paramsSerializer: { serialize: (params) => serializeParams(params as Params) },
    // Statuses are judged by the client, so the failure catalogue sees every response.
    validateStatus: () => true,
  });
}

/** What kind of transport failure an error of a request is. */
export function failureOf(error: unknown): 'cancel' | 'timeout' | 'network' {
  const code = error instanceof AxiosError ? error.code : undefined;
  if (axios.isCancel(error) || code === AxiosError.ERR_CANCELED) return 'cancel';
  if (code === AxiosError.ECONNABORTED || code === AxiosError.ETIMEDOUT) return 'timeout';
  return 'network';
}
