import { call } from '@/api/call';
import { useTranslation } from 'react-i18next';
import * as points from '@/api/declarations/points';
import { composedQuery } from '@/features/data/query';
import { usePageTitle } from '@/features/shell/pageTitle';
import { clearDraft, everyField, useDraft } from '@/features/forms/useDraft';
import { LoadState } from '@/components/ui/LoadState';
import {
  AddressForm,
  emptyAddress,
  type AddressFormProps,
  type AddressValues,
} from '@/components/iotServices/points/AddressForm';
import { Empty } from '@/components/ui/Empty';
import { i18next } from '@/i18n';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { useMiniUserStore } from '@/stores/miniUser';
import { afterOverlaysClose } from '@/components/ui/overlayHistory';
import { queryId } from '@/features/iot/format';
import { useDeleteAddress } from '@/features/iotServices/points/address';
import { loadRegionChildren, useProvinces } from '@/features/iotServices/points/regions';
import { useMutation } from '@/features/data/useMutation';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** The form over a draft kept per card and address, so a failed save or a reload loses nothing. */
function DraftAddressForm({
  draftKey,
  start,
  ...props
}: Omit<AddressFormProps, 'initial' | 'onChange'> & { draftKey: string; start: AddressValues }) {
  // An address is kept whole (for a day at most, and forgotten at logout).
  const [draft, setDraft] = useDraft(draftKey, () => start, { keep: everyField(start) });
  return <AddressForm {...props} initial={draft} onChange={setDraft} />;
}

/** Adds an address, or edits (and deletes) the one given by id. */
export default function AddressEditPage({ query }: PageProps) {
  const { t } = useTranslation();
  const confirmDeleteAddress = useDeleteAddress();
  const id = queryId(query.id);
  const provinces = useProvinces();
  const { pending, mutate } = useMutation();
  const simNo = useIotStore((state) => state.simNo);
  const draftKey = `iot-address:${simNo}:${id || 'new'}`;
  const existing = useResource(
    composedQuery('integralShop/address', [points.getSimAddressList], id, async () =>
      id ? ((await call(points.getSimAddressList)).find((item) => item.id === id) ?? null) : null,
    ),
  );
  usePageTitle(id ? t('iotServices.titles.addressEdit') : t('iotServices.address.add'));

  const save = (values: AddressValues) =>
    mutate(async () => {
      try {
        const saved = await call(points.setSimAddress, { ...values, id });
        // A new address is the one the user most likely wants for the order in progress.
        if (!id) useMiniUserStore.getState().setIotSimAddressId(saved.id);
      } catch {
        return;
      }
      clearDraft(draftKey);
      feedback.toast(String(i18next.t('iotServices.address.saved')), { kind: 'success' });
      await nav.navigateBack();
    });

  const remove = () =>
    mutate(async () => {
      if (!(await confirmDeleteAddress(id))) return;
      clearDraft(draftKey);
      await afterOverlaysClose();
      await nav.navigateBack();
    });

  const address = existing.data;
  return (
    <LoadState {...loadStateOf(existing)} frame="block">
      {id && !address ? (
        <Empty description={t('iotServices.address.notFound')} />
      ) : (
        <DraftAddressForm
          key={address?.id ?? 'new'}
          draftKey={draftKey}
          start={address ?? emptyAddress()}
          regions={provinces}
          loadChildren={loadRegionChildren}
          submitting={pending}
          onSubmit={(values) => void save(values)}
          onDelete={id ? () => void remove() : undefined}
        />
      )}
    </LoadState>
  );
}
