import { i18next } from '@/i18n';
import { feedback } from '@/stores/feedback';

/** Asks the user to confirm a consequential action; resolves true on confirm. */
export async function confirmAction(message: string, confirmLabel?: string): Promise<boolean> {
  const key = await feedback.dialog({
    title: String(i18next.t('iotServices.common.confirmTitle')),
    message,
    buttons: [
      { key: 'cancel', label: String(i18next.t('common.cancel')) },
      { key: 'ok', label: confirmLabel ?? String(i18next.t('common.confirm')), primary: true },
    ],
  });
  return key === 'ok';
}

/** history.state key under which the overlay widgets (Dialog, Popup) record their entries. */
const OVERLAY_HISTORY_KEY = '__uiOverlays';

/**
 * Resolves once closing overlays have taken their history entries back. A sheet that closes
 * goes back one entry (so the back button closes sheets); navigating before that would be undone.
 */
export function afterOverlaysClose(timeoutMs = 1000): Promise<void> {
  const state = globalThis.history?.state as Record<string, unknown> | null | undefined;
  const overlays = state?.[OVERLAY_HISTORY_KEY];
  if (!Array.isArray(overlays) || overlays.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener('popstate', done);
      setTimeout(resolve, 0);
    };
    const timer = setTimeout(done, timeoutMs);
    globalThis.addEventListener('popstate', done);
  });
}
