import { i18next } from '@/i18n';
import type { ParseKeys } from 'i18next';

/** Envelope and framework codes of docs/requirements.md section 8. */
export const ApiCode = {
  success: 0,
  failed: -1,
  loginTimeout: 61,
  iotLoginTimeout: 34061,
  soldOut: 30001,
  acceptFailed: 30003,
  numberReserved: 32001,
  notDirectAgent: 33001,
  moduleNotOpen: 40001,
  callerHandled1: 41001,
  callerHandled2: 41002,
  /** Framework: request timed out. */
  timeout: 5,
  /** Framework: request aborted. */
  abort: 600003,
  /** Framework: upload or download network error. */
  transferNetwork: 602001,
  /** Framework: socket could not be created. */
  socketCreate: 600009,
  /** Framework: socket send while not open. */
  socketNotOpen: 10002,
  /** Client: a successful answer without a field the page needs (its endpoint's declaration). */
  contract: 600100,
  /** Client: a card write refused before it was sent, because a layout is being previewed. */
  previewRefused: 600101,
} as const;

/** Codes the caller handles itself: rejected without any toast or dialog. */
export const CALLER_HANDLED_CODES: readonly number[] = [
  ApiCode.callerHandled1,
  ApiCode.callerHandled2,
];

/** Where a failure came from. */
export type ApiErrorKind =
  /** HTTP status outside 2xx. */
  | 'http'
  /** Response without a usable envelope. */
  | 'noBody'
  /** The connection failed (no response at all). */
  | 'transport'
  /** An envelope with a code other than 0. */
  | 'envelope'
  /** Framework failures: timeout (5), abort (600003), transfer network error (602001). */
  | 'framework'
  /** A successful answer whose data the pages cannot use (missing or mistyped fields). */
  | 'contract'
  /** A card write refused before it was sent: a layout preview buys, pays, saves and binds nothing. */
  | 'preview';

/** Every rejected API call rejects with this. */
export class ApiError<T = unknown> extends Error {
  readonly kind: ApiErrorKind;
  /** Envelope code, or the framework code, or the HTTP status for 'http'. */
  readonly code: number;
  /** HTTP status when a response arrived, else 0. */
  readonly status: number;
  /** The envelope's data, when there was one. */
  readonly data: T | null;
  /** The server's message ('' when none); `message` holds what the user was told. */
  readonly serverMessage: string;
  /** Settles once the catalogue's reaction (toast, dialog and the chosen navigation) is done. */
  handled: Promise<void> = Promise.resolve();

  constructor(init: {
    kind: ApiErrorKind;
    code: number;
    status?: number;
    message: string;
    serverMessage?: string;
    data?: T | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status ?? 0;
    this.data = init.data ?? null;
    this.serverMessage = init.serverMessage ?? '';
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** Navigation kinds the catalogue uses. */
export type GoKind = 'reLaunch' | 'switchTab' | 'navigateTo' | 'redirectTo';

/** A dialog the catalogue shows. */
export interface CatalogueDialog {
  title: string;
  message: string;
  buttons: { key: string; label: string; primary?: boolean }[];
}

/** Side effects of the client, injected so tests can watch them and the client stays router-free. */
export interface ApiEffects {
  toast: (message: string, durationMs: number) => void;
  /** Shows a dialog; resolves with the key of the pressed button. */
  showDialog: (dialog: CatalogueDialog) => Promise<string>;
  go: (kind: GoKind, url: string) => unknown;
  /** Clears the expired session: 'shop' on 61, 'iot' on 34061. */
  sessionExpired: (scope: 'shop' | 'iot') => void;
  /** The promo code to carry on every link, and the current page URL ('/pages/...?...'). */
  context: () => { promoCode: string; currentUrl: string };
  /**
   * An answer that differed from its endpoint's declaration: the method, the path (no query), the
   * field and why; never a value. Handed in by the app, which reports it (./contractReport.ts).
   */
  reportBreach?: (breach: ContractBreachReport) => void;
}

/** A broken or degraded answer as reported: the path and the field, never a value or a query. */
export interface ContractBreachReport {
  method: string;
  /** Request path without its query. */
  path: string;
  field: string;
  reason: string;
}

export const PAGES = {
  login: '/pages/login/index',
  iotLogin: '/pages/iot/login/index',
  index: '/pages/index/index',
  customer: '/pages/customer/index',
  agent: '/pages/index/agent/index',
  networkCheck: '/pages/index/networkCheck',
} as const;

/** Translates a known key; the union of keys is checked here, the lookup itself is by string. */
export const translate = (key: ParseKeys): string => (i18next.t as (key: string) => string)(key);

/** The user-facing text of a framework failure code. */
export function frameworkMessage(code: number): string {
  const keys: Record<number, string> = {
    [ApiCode.timeout]: 'timeout',
    [ApiCode.abort]: 'aborted',
    [ApiCode.transferNetwork]: 'transferNetwork',
    [ApiCode.socketCreate]: 'socketCreate',
    [ApiCode.socketNotOpen]: 'socketNotOpen',
  };
  return translate(`api.errors.${keys[code] ?? 'otherError'}` as ParseKeys);
}
