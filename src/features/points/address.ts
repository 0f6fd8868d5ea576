import { delSimAddress } from '@/api/iot';
import { i18next } from '@/i18n';
import { feedback } from '@/stores/feedback';
import { confirmAction } from '@/features/iot/confirm';

/** Asks, then deletes an address of the card's address book; resolves true once it is gone. */
export async function confirmDeleteAddress(id: number): Promise<boolean> {
  const confirmed = await confirmAction(
    String(i18next.t('iotServices.address.confirmDelete')),
    String(i18next.t('iotServices.address.delete')),
  );
  if (!confirmed) return false;
  try {
    await delSimAddress(id);
  } catch {
    return false;
  }
  feedback.toast(String(i18next.t('iotServices.address.deleted')), { kind: 'success' });
  return true;
}
