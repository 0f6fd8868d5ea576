import axios, { AxiosError, type AxiosInstance } from 'axios';
import type { Params } from './querySerializer';

// The HTTP half of the client's libraries (axios), a chunk of its own: the first screen of a
// landing page is drawn from the answers the early calls fetched (./early.ts), so the client loads
// this part with its first call those answers do not cover, or when the browser is idle after the
// first page (./lazyParts.ts `loadTransport`), not before the first paint. The query serialiser
// (qs) is the other half (./querySerializer.ts), loaded beside it and handed in here.

export type { Params };

/** One axios instance with the base address, the timeout and the query serialiser. */
export function createInstance(
  baseURL: string,
  timeout: number,
  serialize: (params: Params) => string,
): AxiosInstance {
  return axios.create({
    baseURL,
    timeout,
    paramsSerializer: { serialize: (params) => serialize(params as Params) },
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
