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
