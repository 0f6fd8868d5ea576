import { useTranslation } from 'react-i18next';
import * as points from '@/api/declarations/points';
import { LoadState } from '@/components/ui/LoadState';
import { AddressCard } from '@/components/iotServices/points/AddressCard';
import { ActionBar } from '@/components/ui/form/formStyles';
import { MainAction } from '@/components/ui/Button';
import { Empty } from '@/components/ui/Empty';
import { i18next } from '@/i18n';
import { nav, runtimeUrl } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { useMiniUserStore } from '@/stores/miniUser';
import { useDeleteAddress } from '@/features/iotServices/points/address';
import { useResource, loadStateOf } from '@/features/data/useResource';
import { useMutation } from '@/features/data/useMutation';

const EDIT = '/pages-sub/iot/integralShop/address/edit';

/** Whether the page below this one in history is ours to go back to. */
const hasPageBelow = () => {
  const state = globalThis.history?.state as { usr?: { depth?: unknown } } | null;
  return typeof state?.usr?.depth === 'number' && state.usr.depth > 1;
};

/** The card's address book; with select=1 it picks the delivery address of an order. */
export default function AddressListPage({ query }: PageProps) {
  const { t } = useTranslation();
  const confirmDeleteAddress = useDeleteAddress();
  const setDefault = useMutation(points.setDefaultSimAddress);
  const selecting = query.select === '1';
  const chosenId = useMiniUserStore((state) => state.iotSimAddressId);
  const list = useResource(points.getSimAddressList);

  const choose = async (id: number) => {
    const store = useMiniUserStore.getState();
    store.setIotSimAddressId(id);
    const back = store.selectAddressBackPath;
    store.setSelectAddressBackPath('');
    if (hasPageBelow() || !back) await nav.navigateBack();
    else await nav.redirectTo(runtimeUrl(back));
  };

  const remove = async (id: number) => {
    if (!(await confirmDeleteAddress(id))) return;
    if (useMiniUserStore.getState().iotSimAddressId === id)
      useMiniUserStore.getState().setIotSimAddressId(0);
    await list.reload();
  };

  const makeDefault = async (id: number) => {
    try {
      await setDefault.mutate({ id });
    } catch {
      return;
    }
    feedback.toast(String(i18next.t('iotServices.address.defaultSet')), { kind: 'success' });
    await list.reload();
  };

  const addresses = list.data ?? [];
  return (
    <LoadState {...loadStateOf(list)} frame="block">
      {addresses.length === 0 ? (
        <Empty description={t('iotServices.address.empty')} />
      ) : (
        addresses.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            selected={selecting && address.id === chosenId}
            onSelect={selecting ? () => void choose(address.id) : undefined}
            onEdit={() => void nav.navigateTo(`${EDIT}?id=${address.id}`)}
            onDelete={() => void remove(address.id)}
            onMakeDefault={() => void makeDefault(address.id)}
          />
        ))
      )}
      <ActionBar>
        <MainAction onClick={() => void nav.navigateTo(EDIT)}>
          {t('iotServices.address.add')}
        </MainAction>
      </ActionBar>
    </LoadState>
  );
}
