import { ApiCode, ApiError } from '@/api/errors';
import type { SimLoginRefusal } from '@/api/types';
import { i18next } from '@/i18n';
import { nav, type PageUrl, runtimeUrl } from '@/router/nav';
import { returnsAfterLogin } from '@/router/preview';
import { IOT_HOME } from '@/router/table/iot';
import { useIotStore } from '@/stores/iot';
import { loginSim } from '@/features/data/sim';

/** Why a login was refused: the page words it for its own field (the code login, e.g.). */
export type SignInRefusal = 'notFound' | 'password' | 'cancelled' | 'refused' | 'unreachable';

export type SignInResult =
  | { ok: true }
  | {
      ok: false;
      field: 'simNo' | 'password';
      /** One message, in the user's language, for under that field. */
      message: string;
      reason: SignInRefusal;
      needsPassword?: boolean;
    };

/**
 * Where to go after logging in: the card-area page the user asked for, with its query (a page
 * of the route table, Wi-Fi and the operator's real-name flow included), else the card home.
 */
export function afterLoginUrl(redirect: string | undefined): PageUrl {
  const target = (redirect ?? '').trim();
  return target.startsWith('/') && nav.isKnown(target) && returnsAfterLogin(target)
    ? runtimeUrl(target)
    : `/${IOT_HOME}`;
}

/** The one message of a refusal that is not about the card password. */
function refusalOf(error: unknown): Pick<SignInResult & { ok: false }, 'message' | 'reason'> {
  const t = i18next.t.bind(i18next);
  const api = error instanceof ApiError ? error : null;
  // The server's words are never shown (the real backend answers in Chinese): its code decides.
  if (api?.kind === 'envelope') {
    if (api.code === ApiCode.failed)
      return { reason: 'notFound', message: t('iot.login.errors.notFound') };
    if (api.code === ApiCode.moduleNotOpen)
      return { reason: 'refused', message: t('iot.loginErrors.notOpen') };
    return { reason: 'refused', message: t('iot.loginErrors.refused') };
  }
  // No answer, a timeout, an unreadable one: the client's own translated words; a bare HTTP
  // status could carry a server's raw text, so it says the login is unavailable.
  const readable = api && api.kind !== 'http' && api.message;
  return {
    reason: 'unreachable',
    message: readable ? api.message : t('iot.loginErrors.unavailable'),
  };
}

/**
 * Logs a card in and explains a refusal once, in the user's language, for under its field:
 * unknown number, card password needed or wrong, cancelled card (which is logged out again at
 * once), login not open, unreachable. The call itself is silent (no toast besides the field).
 */
export async function signIn(
  simNo: string,
  password: string,
  redirect?: string,
): Promise<SignInResult> {
  const t = i18next.t.bind(i18next);
  try {
    const info = await loginSim({ simNo: simNo.trim(), password: password || undefined });
    if (info?.cancelStatus === 2) {
      useIotStore.getState().clearSession();
      return {
        ok: false,
        field: 'simNo',
        reason: 'cancelled',
        message: t('iot.login.errors.cancelled'),
      };
    }
  } catch (error) {
    const api = error instanceof ApiError ? error : null;
    // The card's password mode decides, never the wording of the message (it is in Chinese).
    const refusal = (api?.kind === 'envelope' ? (api.data ?? {}) : {}) as SimLoginRefusal;
    if (Number(refusal.cardPasswordMode) === 1) {
      return password
        ? {
            ok: false,
            field: 'password',
            reason: 'password',
            message: t('iot.login.errors.wrongPassword'),
          }
        : {
            ok: false,
            field: 'password',
            reason: 'password',
            message: t('iot.login.errors.passwordRequired'),
            needsPassword: true,
          };
    }
    return { ok: false, field: 'simNo', ...refusalOf(error) };
  }
  await nav.reLaunch(afterLoginUrl(redirect));
  return { ok: true };
}
