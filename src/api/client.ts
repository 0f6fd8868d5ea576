import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { Params as QueryParams } from './querySerializer';
import { isEmptyParam } from '@/lib/emptyish';
import { nextTask } from '@/lib/nextTask';
import { isPreviewSimNo } from '@/lib/preview';
import type { ApiEnvelope } from './types';
import { readRequestContext, type RequestContext } from './context';
import { earlyCallKey, flatQueryOrNull, requestUrl, takeEarlyCall } from './early';
import { apiBase } from './endpoints';
import { buildHeaders } from './headers';
import {
  ApiCode,
  ApiError,
  CALLER_HANDLED_CODES,
  frameworkMessage,
  type ApiEffects,
  type ApiErrorKind,
} from './errors';
import { recordServerTime, serverTimeFrom } from './serverTime';
import { loadCatalogue, loadedTransport, loadTransport, plainReaction } from './lazyParts';
import { checkAnswer } from '@/lib/schema';
import type { GenericSchema } from 'valibot';
import { i18next } from '@/i18n';
import { TOAST_DURATION } from '@/lib/toast';

/** Request timeout of every API call (docs/requirements.md section 7). */
export const REQUEST_TIMEOUT = 180_000;
/** Framework network timeout of uploads and downloads (docs/requirements.md section 9). */
export const TRANSFER_TIMEOUT = 60_000;

export { API_BASE } from './endpoints';
export {
  prefetchErrorCatalogue,
  prefetchTransport,
  setCatalogueLoader,
  setTransportLoader,
  transportLoaded,
} from './lazyParts';
export { buildHeaders } from './headers';

export type Params = QueryParams;

export interface RequestOptions {
  method: 'GET' | 'POST';
  /** Path such as /api/iot/simInfo. */
  url: string;
  /** Query parameters (serialised with qs). */
  params?: Params;
  /** JSON body of a POST. */
  data?: Params;
  /** Suppresses the toast of a non-2xx status other than 401 and 500. */
  hideErrorToast?: boolean;
  signal?: AbortSignal;
  /** Overrides the 180000 ms timeout. */
  timeout?: number;
  /** Overrides the API base (the app-domain service lives elsewhere). */
  baseURL?: string;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** No toast, dialog or navigation at all: the caller reports the failure its own way (launch). */
  silent?: boolean;
  /** The schema of the answer's data (the endpoint's declaration); without one it passes as is. */
  answer?: GenericSchema<unknown, unknown>;
  /** Empty parameters are sent as they are (docs/requirements.md section 5). */
  keepEmpty?: boolean;
  /**
   * A call that changes the signed-in card (from its declaration, ./call.ts): while a layout is
   * previewed it is refused here, before it is sent, with a toast saying why.
   */
  cardWrite?: boolean;
  /** A card call (its declaration's `auth: 'card'`): only these carry Sim-No and Sim-Token. */
  card?: boolean;
}

/** The cancellation of a request that was waiting for an early answer. */
class Canceled extends Error {}

/** A promise, or the cancellation of the request when its signal fires first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = () => reject(new Canceled('canceled'));
    if (signal.aborted) return cancel();
    signal.addEventListener('abort', cancel, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
}

/** Effects that do nothing, for silent requests. */
const SILENT_EFFECTS: ApiEffects = {
  toast: () => {},
  showDialog: async () => '',
  go: () => {},
  sessionExpired: () => {},
  context: () => ({ promoCode: '', currentUrl: '' }),
};

/** Drops undefined, null and '' from the top level of a parameter object. */
export function stripEmpty(params: Params | undefined): Params | undefined {
  if (!params) return params;
  const result: Params = {};
  for (const [key, value] of Object.entries(params)) {
    if (!isEmptyParam(value)) result[key] = value;
  }
  return result;
}

function isEnvelope(body: unknown): body is ApiEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'number'
  );
}

function serverMessageOf(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return '';
}

export interface ApiClientOptions {
  /** Side effects (toasts, dialogs, navigation); tests inject fakes. */
  effects: () => ApiEffects;
  /** Header values; defaults to the stores and the page. */
  context?: () => RequestContext;
  baseURL?: string;
  /** A custom axios instance (tests); by default one is made when the transport has loaded. */
  instance?: AxiosInstance;
}

export interface ApiClient {
  request: <T>(options: RequestOptions) => Promise<T>;
  get: <T>(url: string, params?: Params, options?: Partial<RequestOptions>) => Promise<T>;
  post: <T>(url: string, data?: Params, options?: Partial<RequestOptions>) => Promise<T>;
  /** Uploads a file (60 s framework timeout, framework error codes). */
  upload: <T>(url: string, form: FormData, options?: Partial<RequestOptions>) => Promise<T>;
  /** Downloads a file as a Blob (60 s framework timeout, framework error codes). */
  download: (url: string, options?: Partial<RequestOptions>) => Promise<Blob>;
  /** The axios instance, made once the HTTP libraries have loaded. */
  instance: () => Promise<AxiosInstance>;
}

/** Creates the client: one axios instance with headers, qs, timeout, stripping and the catalogue. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  // The deployment's base, or the session's access node once the binding service has named it
  // (./endpoints.ts `apiBase`): read for each request, since the node is named after the start.
  const baseOf = (): string => options.baseURL ?? apiBase();
  let made: AxiosInstance | undefined = options.instance;
  // Every request waits for the transport (at once when it has loaded), which also reads failures.
  const instance = async (): Promise<AxiosInstance> => {
    const waited = !loadedTransport();
    const transport = await loadTransport();
    // A request that waited for the libraries goes out in a task apart from their start.
    if (waited) await nextTask();
    return (made ??= transport.createInstance(baseOf(), REQUEST_TIMEOUT));
  };
  /**
   * The instance when the libraries have loaded, else null: a request then goes out in the task
   * that makes it (a tap's), before the screen's own update is drawn, not a microtask later.
   */
  const readyInstance = (): AxiosInstance | null => {
    const transport = loadedTransport();
    return transport && (made ??= transport.createInstance(baseOf(), REQUEST_TIMEOUT));
  };
  const context = options.context ?? readRequestContext;

  function fail(error: ApiError): never {
    throw error;
  }

  const effectsFor = (opts: RequestOptions) => (opts.silent ? SILENT_EFFECTS : options.effects());

  /** Toasts a failure's message and returns its error. */
  function toasted(
    effects: ApiEffects,
    kind: ApiErrorKind,
    code: number,
    message: string,
    status = 0,
  ): ApiError {
    effects.toast(message, TOAST_DURATION.text);
    return new ApiError({ kind, code, status, message });
  }

  function transportError(error: unknown, opts: RequestOptions, transfer: boolean): ApiError {
    const effects = effectsFor(opts);
    // A transport that did not load is a network failure: the next call tries it again.
    const failure =
      error instanceof Canceled ? 'cancel' : (loadedTransport()?.failureOf(error) ?? 'network');
    if (failure === 'cancel') {
      return new ApiError({
        kind: 'framework',
        code: ApiCode.abort,
        message: frameworkMessage(ApiCode.abort),
      });
    }
    if (failure === 'timeout') {
      return toasted(effects, 'framework', ApiCode.timeout, frameworkMessage(ApiCode.timeout));
    }
    if (transfer) {
      const network = ApiCode.transferNetwork;
      return toasted(effects, 'framework', network, frameworkMessage(network));
    }
    return toasted(effects, 'transport', 0, String(i18next.t('api.errors.transport')));
  }

  async function send<T>(opts: RequestOptions, extra: AxiosRequestConfig, transfer: boolean) {
    const keep = !!opts.keepEmpty;
    const timeout = opts.timeout ?? (transfer ? TRANSFER_TIMEOUT : REQUEST_TIMEOUT);
    // Our own timer as well as axios's: it also holds where an adapter ignores the timeout.
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort();
    if (opts.signal?.aborted) controller.abort();
    else opts.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const params = keep ? opts.params : stripEmpty(opts.params);
    const headers = { ...buildHeaders(context(), { card: opts.card }), ...opts.headers };
    const config: AxiosRequestConfig = {
      method: opts.method,
      url: opts.url,
      params,
      data: keep ? opts.data : stripEmpty(opts.data),
      timeout,
      signal: controller.signal,
      headers,
      baseURL: opts.baseURL ?? baseOf(),
      ...extra,
    };
    try {
      // A query of plain values (null otherwise) and the address it makes.
      const query = flatQueryOrNull(params);
      const url = requestUrl(config.baseURL ?? baseOf(), opts.url, query ?? '');
      if (!transfer) {
        // A launch call the early calls have sent already (./early.ts): its answer, not a second request.
        const body = config.data === undefined ? '' : JSON.stringify(config.data);
        const early =
          query === null ? null : takeEarlyCall(earlyCallKey(opts.method, url, headers, body));
        const answer = early && (await untilAborted(early, controller.signal));
        if (answer) {
          const date = answer.date ? { date: answer.date } : {};
          return {
            status: answer.status,
            data: answer.data as T,
            headers: date,
          } as AxiosResponse<T>;
        }
      }
      // A query of plain values goes written into the address: axios then has no parameters to
      // copy, check for cycles and serialise again (a few milliseconds a call on a slow phone,
      // more on its first call). Nested ones go through its serialiser.
      if (query !== null && !keep) {
        config.url = url;
        config.baseURL = '';
        config.params = undefined;
      }
      return await (readyInstance() ?? (await instance())).request<T>(config);
    } catch (error) {
      if (timedOut) {
        const message = frameworkMessage(ApiCode.timeout);
        return fail(toasted(effectsFor(opts), 'framework', ApiCode.timeout, message));
      }
      return fail(transportError(error, opts, transfer));
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * The one refusal of card writes in a layout preview: the sim number is the layout's, there is no
   * card to buy for, pay from, save to or bind. Nothing is sent; the user is told why.
   */
  function refusePreviewWrite(opts: RequestOptions): void {
    if (!opts.cardWrite || !isPreviewSimNo(context().simNo)) return;
    const message = String(i18next.t('iot.preview.writeRefused'));
    fail(toasted(effectsFor(opts), 'preview', ApiCode.previewRefused, message));
  }

  async function request<T>(opts: RequestOptions): Promise<T> {
    refusePreviewWrite(opts);
    const response = await send<unknown>(opts, {}, false);
    return unwrap<T>(opts, response.status, response.data, response.headers);
  }

  /** Reads a successful answer's data with the endpoint's schema; reports what differed. */
  function read(opts: RequestOptions, data: unknown) {
    if (!opts.answer) return { ok: true as const, data };
    const result = checkAnswer(opts.answer, data);
    const path = opts.url.split('?')[0];
    const report = (breach: { field: string; reason: string }) =>
      options.effects().reportBreach?.({ method: opts.method, path, ...breach });
    result.degraded.forEach(report);
    if (!result.ok) report(result.breach);
    return result;
  }

  async function unwrap<T>(
    opts: RequestOptions,
    status: number,
    body: unknown,
    headers: Record<string, unknown> | { get?: unknown },
  ): Promise<T> {
    const effects = effectsFor(opts);
    const dateHeader = (headers as Record<string, unknown>)['date'];
    const time = serverTimeFrom(
      isEnvelope(body) ? body.serverTime : undefined,
      typeof dateHeader === 'string' ? dateHeader : undefined,
    );
    if (time) recordServerTime(time);

    if (status < 200 || status >= 300) {
      const serverMessage = serverMessageOf(body);
      const reactions = await loadCatalogue();
      const message = reactions
        ? reactions.reactToStatus(status, serverMessage, !!opts.hideErrorToast, effects)
        : plainReaction(serverMessage, effects, status === 401 || !!opts.hideErrorToast);
      fail(
        new ApiError({
          kind: 'http',
          code: isEnvelope(body) ? body.code : status,
          status,
          message: message || serverMessage || `HTTP ${status}`,
          serverMessage,
        }),
      );
    }
    if (!isEnvelope(body)) {
      const message = String(i18next.t('api.errors.abnormalData'));
      fail(toasted(effects, 'noBody', 0, message, status));
    }
    if (body.code === ApiCode.success) {
      // Read with the endpoint's declared schema: degraded fields are reported, not refused.
      const result = read(opts, body.data);
      if (result.ok) return result.data as T;
      const message = String(i18next.t('api.errors.contract'));
      fail(toasted(effects, 'contract', ApiCode.contract, message, status));
    }
    const serverMessage = body.message ?? '';
    const reactions = await loadCatalogue();
    const { message, handled } = reactions
      ? reactions.reactToEnvelope(body.code, serverMessage, effects)
      : {
          message: plainReaction(serverMessage, effects, CALLER_HANDLED_CODES.includes(body.code)),
          handled: Promise.resolve(),
        };
    const error = new ApiError({
      kind: 'envelope',
      code: body.code,
      status,
      message,
      serverMessage,
      data: body.data,
    });
    error.handled = handled;
    // Nobody awaits `handled` in production code paths; a failed navigation must not go unhandled.
    handled.catch(() => {});
    return fail(error);
  }

  return {
    instance,
    request,
    get: <T>(url: string, params?: Params, extra?: Partial<RequestOptions>) =>
      request<T>({ ...extra, method: 'GET', url, params }),
    post: <T>(url: string, data?: Params, extra?: Partial<RequestOptions>) =>
      request<T>({ ...extra, method: 'POST', url, data }),
    upload: async <T>(url: string, form: FormData, extra?: Partial<RequestOptions>) => {
      const opts: RequestOptions = { ...extra, method: 'POST', url };
      refusePreviewWrite(opts);
      const response = await send<unknown>(opts, { data: form }, true);
      return unwrap<T>(opts, response.status, response.data, response.headers);
    },
    download: async (url: string, extra?: Partial<RequestOptions>) => {
      const opts: RequestOptions = { ...extra, method: 'GET', url };
      const response = await send<Blob>(opts, { responseType: 'blob' }, true);
      if (response.status < 200 || response.status >= 300) {
        const effects = effectsFor(opts);
        const message = String(i18next.t('api.media.downloadFailed'));
        effects.toast(message, TOAST_DURATION.text);
        throw new ApiError({
          kind: 'http',
          code: response.status,
          status: response.status,
          message,
        });
      }
      return response.data;
    },
  };
}
