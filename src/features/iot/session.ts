import { ApiError } from '@/api/errors';
import type { SimLoginRefusal } from '@/api/types';
import { i18next } from '@/i18n';
import { nav, type PageUrl, runtimeUrl } from '@/router/nav';
import { IOT_HOME } from '@/router/table/iot';
import { useIotStore } from '@/stores/iot';
import { loginSim } from '@/features/data/sim';

export type SignInResult =
  | { ok: true }
  | { ok: false; field: 'simNo' | 'password'; message: string; needsPassword?: boolean };

/** Where to go after logging in: the guarded page the user wanted, else the card home. */
export function afterLoginUrl(redirect: string | undefined): PageUrl {
  const target = (redirect ?? '').trim();
  return /^\/pages(-sub)?\/iot\//.test(target) && nav.isKnown(target)
    ? runtimeUrl(target)
    : `/${IOT_HOME}`;
}

/**
 * Logs a card in and explains a refusal in the user's language: unknown number, card password
 * needed or wrong, cancelled card (which is logged out again at once).
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
      return { ok: false, field: 'simNo', message: t('iot.login.errors.cancelled') };
    }
  } catch (error) {
    const api = error instanceof ApiError ? error : null;
    // The card's password mode decides, never the wording of the message (it is in Chinese).
    const refusal = (api?.data ?? {}) as SimLoginRefusal;
    if (Number(refusal.cardPasswordMode) === 1) {
      return password
        ? { ok: false, field: 'password', message: t('iot.login.errors.wrongPassword') }
        : {
            ok: false,
            field: 'password',
            message: t('iot.login.errors.passwordRequired'),
            needsPassword: true,
          };
    }
    // A plain refusal (-1) is an unknown number: said in the user's language under the field (the
    // server's own words were toasted). Other codes keep the server's message.
    const refused = !api || api.code === -1 || !api.serverMessage;
    return {
      ok: false,
      field: 'simNo',
      message: refused ? t('iot.login.errors.notFound') : api.serverMessage,
    };
  }
  await nav.reLaunch(afterLoginUrl(redirect));
  return { ok: true };
}
