import { i18next } from '@/i18n';
import type { ParseKeys } from 'i18next';
import { TOAST_DURATION } from '@/lib/toast';

/** Envelope and framework codes of SPEC section 8. */
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
  /** Client: a successful answer whose data broke the call's contract (src/api/contracts.ts). */
  contract: 600100,
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
  | 'contract';

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
}

/** A destination of a catalogue button or redirect. */
interface Destination {
  kind: GoKind;
  path: string;
  query?: Record<string, string>;
  /** Adds redirect=<current page> (login pages). */
  withRedirect?: boolean;
}

type Rule =
  | { type: 'silent' }
  | {
      type: 'toast';
      fallback: () => string;
      session?: 'shop' | 'iot';
      then?: Destination;
    }
  | {
      type: 'dialog';
      title: () => string;
      message: () => string;
      buttons: { key: string; label: () => string; primary?: boolean; to?: Destination }[];
    };

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
const t = (key: ParseKeys) => () => translate(key);

const toCustomer: Destination = { kind: 'switchTab', path: PAGES.customer };

/** SPEC section 8, envelope codes, as data. Codes not listed fall to OTHER_RULE. */
export const ENVELOPE_RULES: Readonly<Record<number, Rule>> = {
  [ApiCode.callerHandled1]: { type: 'silent' },
  [ApiCode.callerHandled2]: { type: 'silent' },
  [ApiCode.failed]: { type: 'toast', fallback: t('api.errors.operationFailed') },
  [ApiCode.loginTimeout]: {
    type: 'toast',
    fallback: t('api.errors.loginTimeout'),
    session: 'shop',
    then: { kind: 'reLaunch', path: PAGES.login, withRedirect: true },
  },
  [ApiCode.iotLoginTimeout]: {
    type: 'toast',
    fallback: t('api.errors.loginTimeout'),
    session: 'iot',
    // The card login returns to the page that asked, with its query, once the card is back.
    then: { kind: 'reLaunch', path: PAGES.iotLogin, withRedirect: true },
  },
  [ApiCode.soldOut]: {
    type: 'dialog',
    title: t('api.soldOut.title'),
    message: t('api.soldOut.message'),
    buttons: [
      { key: 'contactService', label: t('api.soldOut.contactService'), to: toCustomer },
      {
        key: 'backToShop',
        label: t('api.soldOut.backToShop'),
        primary: true,
        to: { kind: 'reLaunch', path: PAGES.index, query: { indexFirstGroup: '2' } },
      },
    ],
  },
  [ApiCode.acceptFailed]: {
    type: 'dialog',
    title: t('api.acceptFailed.title'),
    message: t('api.acceptFailed.message'),
    buttons: [
      { key: 'close', label: t('api.acceptFailed.close') },
      {
        key: 'contactService',
        label: t('api.acceptFailed.contactService'),
        primary: true,
        to: toCustomer,
      },
    ],
  },
  [ApiCode.numberReserved]: {
    type: 'dialog',
    title: t('api.numberReserved.title'),
    message: t('api.numberReserved.message'),
    buttons: [
      {
        key: 'backToShop',
        label: t('api.numberReserved.backToShop'),
        primary: true,
        to: { kind: 'reLaunch', path: PAGES.index, query: { indexFirstGroup: '1' } },
      },
      { key: 'contactService', label: t('api.numberReserved.contactService'), to: toCustomer },
    ],
  },
  [ApiCode.moduleNotOpen]: { type: 'toast', fallback: t('api.errors.moduleNotOpen') },
  [ApiCode.notDirectAgent]: {
    type: 'dialog',
    title: t('api.notDirectAgent.title'),
    message: t('api.notDirectAgent.message'),
    buttons: [
      {
        key: 'backToDownstream',
        label: t('api.notDirectAgent.backToDownstream'),
        primary: true,
        to: { kind: 'redirectTo', path: PAGES.agent },
      },
    ],
  },
};

const OTHER_RULE: Rule = { type: 'toast', fallback: t('api.errors.otherError') };

/** The rule for an envelope code (section 8 "Other" when not listed). */
export function ruleFor(code: number): Rule {
  return ENVELOPE_RULES[code] ?? OTHER_RULE;
}

/** Builds '/path?query' carrying the promo code (and the current page for login pages). */
export function destinationUrl(
  destination: Destination,
  context: { promoCode: string; currentUrl: string },
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(destination.query ?? {})) params.set(key, value);
  if (context.promoCode) params.set('promoCode', context.promoCode);
  if (destination.withRedirect && context.currentUrl) {
    const current = context.currentUrl.split('?')[0];
    if (current !== destination.path) params.set('redirect', context.currentUrl);
  }
  const search = params.toString();
  return search ? `${destination.path}?${search}` : destination.path;
}

async function runDialog(
  rule: Extract<Rule, { type: 'dialog' }>,
  serverMessage: string,
  effects: ApiEffects,
) {
  const pressed = await effects.showDialog({
    title: rule.title(),
    message: serverMessage || rule.message(),
    buttons: rule.buttons.map(({ key, label, primary }) => ({ key, label: label(), primary })),
  });
  const button = rule.buttons.find((candidate) => candidate.key === pressed);
  if (button?.to) await effects.go(button.to.kind, destinationUrl(button.to, effects.context()));
}

/** Reacts to an envelope code as section 8 says; returns the message the user was given. */
export function reactToEnvelope(
  code: number,
  serverMessage: string,
  effects: ApiEffects,
): { message: string; handled: Promise<void> } {
  const rule = ruleFor(code);
  if (rule.type === 'silent') return { message: serverMessage, handled: Promise.resolve() };
  if (rule.type === 'dialog') {
    return {
      message: serverMessage || rule.message(),
      handled: runDialog(rule, serverMessage, effects),
    };
  }
  const message = serverMessage || rule.fallback();
  effects.toast(message, TOAST_DURATION.text);
  if (rule.session) effects.sessionExpired(rule.session);
  const then = rule.then;
  const handled = then
    ? Promise.resolve(effects.go(then.kind, destinationUrl(then, effects.context()))).then(() => {})
    : Promise.resolve();
  return { message, handled };
}

/** Reacts to an HTTP status outside 2xx; returns the message shown ('' when silent). */
export function reactToStatus(
  status: number,
  serverMessage: string,
  hideErrorToast: boolean,
  effects: ApiEffects,
): string {
  if (status === 401) return '';
  if (status === 500) {
    const message = String(i18next.t('api.errors.network500'));
    effects.toast(message, TOAST_DURATION.text);
    return message;
  }
  const message = serverMessage || String(i18next.t('api.errors.requestError'));
  if (!hideErrorToast) effects.toast(message, TOAST_DURATION.text);
  return message;
}

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
