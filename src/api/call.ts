import { isCardWrite, type AnswerOf, type Endpoint, type InputOf } from './declare';
import { orderCreated } from './context';
import { APP_DOMAIN_BASE } from './endpoints';
import { http } from './http';
import type { RequestOptions } from './client';

/** Options a caller may add to a declared call (silence, headers, an abort signal ...). */
export type CallOptions = Omit<
  Partial<RequestOptions>,
  'method' | 'url' | 'params' | 'data' | 'answer' | 'cardWrite' | 'card'
> & {
  /**
   * This call of an endpoint shared with other uses is made for the signed-in card (an SMS code
   * to bind a phone to it), so a layout preview refuses it like the card's own writes. It can
   * only add the refusal: an endpoint declared as a card write is always one.
   */
  forCard?: boolean;
};

/** The path with its `{name}` parts filled from the input, and the input without them. */
export function fillPath(path: string, input: Record<string, unknown> | undefined) {
  if (!input || !path.includes('{')) return { url: path, rest: input };
  const rest = { ...input };
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { url, rest };
}

/** The multipart body of an upload: its input fields (a FormData is sent as it is). */
export function formOf(input: Record<string, unknown> | FormData | undefined): FormData {
  if (input instanceof FormData) return input;
  const form = new FormData();
  for (const [name, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value as string | number));
  }
  return form;
}

/**
 * Calls a declared endpoint: its method and path, the input as query (GET) or JSON body (POST),
 * its answer read with its schema. The one way the app talks to a backend.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: InputOf<E> extends void
    ? [input?: undefined, options?: CallOptions]
    : [input: InputOf<E>, options?: CallOptions]
): Promise<AnswerOf<E>> {
  const { url, rest } = fillPath(endpoint.path, input as Record<string, unknown> | undefined);
  const base = endpoint.service === 'appDomain' ? { baseURL: APP_DOMAIN_BASE } : {};
  const { forCard = false, ...requestOptions } = options ?? {};
  const request: RequestOptions = {
    ...base,
    ...requestOptions,
    method: endpoint.method,
    url,
    answer: endpoint.answer,
    keepEmpty: endpoint.keepEmpty,
    // The client refuses it while a layout is previewed (no card to write to).
    cardWrite: forCard || isCardWrite(endpoint),
    // Only a card call carries the card's number and token (./headers.ts).
    card: endpoint.auth === 'card',
  };
  if (endpoint.upload) return http.upload<AnswerOf<E>>(url, formOf(rest), request);
  if (endpoint.method === 'GET') request.params = rest;
  else request.data = rest;
  const answer = http.request<AnswerOf<E>>(request);
  if (!endpoint.createsOrder) return answer;
  // The one place an order attempt ends: every checkout's create call passes here.
  return answer.then((data) => {
    orderCreated();
    return data;
  });
}
