import { call } from '@/api/call';
import * as points from '@/api/declarations/points';
import { i18next } from '@/i18n';
import { feedback } from '@/stores/feedback';
import { confirmAction } from '@/features/iot/confirm';
import { useMutation } from '@/features/data/useMutation';

/**
 * Deleting an address of the card's address book: `confirmDelete(id)` asks, then deletes, and
 * resolves true once the address is gone.
 */
export function useDeleteAddress() {
  const { mutate } = useMutation();
  const confirmDelete = async (id: number): Promise<boolean> => {
    const confirmed = await confirmAction(
      String(i18next.t('iotServices.address.confirmDelete')),
      String(i18next.t('iotServices.address.delete')),
    );
    if (!confirmed) return false;
    try {
      if ((await mutate(() => call(points.delSimAddress, { id }).then(() => true))) !== true)
        return false;
    } catch {
      return false;
    }
    feedback.toast(String(i18next.t('iotServices.address.deleted')), { kind: 'success' });
    return true;
  };
  return confirmDelete;
}
