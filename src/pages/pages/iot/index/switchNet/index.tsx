import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as device from '@/api/declarations/device';
import { SimChoiceList } from '@/components/iot/SimChoiceList';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { SIM_KEY } from '@/features/data/sim';
import { useMutation } from '@/features/data/useMutation';
import { Column, IotPage, Paper } from '@/features/iot/layout';
import { LoadState } from '@/components/ui/LoadState';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** A device chooses which of its sims goes online. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const resource = useResource(device.getChangeSimList);
  const [busy, setBusy] = useState('');
  const switchNet = useMutation(device.simSwitchNet, { invalidates: [SIM_KEY] });
  const choose = async (simNo: string) => {
    if (busy) return;
    setBusy(simNo);
    try {
      await switchNet.mutate({ simNo });
      feedback.toast(t('iot.switchNet.switched', { simNo }), { kind: 'success' });
      await resource.reload();
    } catch {
      // The API client has told the user why.
    } finally {
      setBusy('');
    }
  };
  return (
    <IotPage query={query}>
      <Column>
        <Paper>{t('iot.switchNet.intro')}</Paper>
        <LoadState {...loadStateOf(resource)} frame="block" rows={6}>
          {(sims) => (
            <SimChoiceList
              sims={sims}
              actionLabel={t('iot.switchNet.switch')}
              busySimNo={busy}
              onChoose={(simNo) => void choose(simNo)}
            />
          )}
        </LoadState>
      </Column>
    </IotPage>
  );
}
