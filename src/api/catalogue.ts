import { i18next } from '@/i18n';
import type { ParseKeys } from 'i18next';
import { TOAST_DURATION } from '@/lib/toast';
import { ApiCode, PAGES, translate, type ApiEffects, type GoKind } from './errors';

// The client's reactions to a failed call (docs/requirements.md section 8): which toast, dialog and navigation each
// envelope code and HTTP status gets. Only a failure needs them, so they are a chunk of their own,
// fetched when the browser is idle after the first page (`prefetchErrorCatalogue` in ./client) or
// by the first failure if that comes sooner.

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

const t = (key: ParseKeys) => () => translate(key);

const toCustomer: Destination = { kind: 'switchTab', path: PAGES.customer };

/** docs/requirements.md section 8, envelope codes, as data. Codes not listed fall to OTHER_RULE. */
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
