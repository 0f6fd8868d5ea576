import { useState } from 'react';
import * as device from '@/api/declarations/device';
import { useTranslation } from 'react-i18next';
import type { ChangeSimItem } from '@/api/types';
import { LoadState } from '@/components/ui/LoadState';
import { SimSwitchList } from '@/components/iotServices/user/SimSwitchList';
import { i18next } from '@/i18n';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { confirmAction } from '@/features/iot/confirm';
import { useResource, loadStateOf } from '@/features/data/useResource';
import { useMutation } from '@/features/data/useMutation';
import { SIM_KEY } from '@/features/data/sim';

/** Switches a multi-sim device to another operator's sim, after confirmation. */
export default function ChangeDevicePage(_props: PageProps) {
  const { t } = useTranslation();
  const switchNet = useMutation(device.simSwitchNet, { invalidates: [SIM_KEY] });
  const sims = useResource(device.getChangeSimList);
  const [switching, setSwitching] = useState('');

  const change = async (sim: ChangeSimItem) => {
    if (switching) return;
    const ok = await confirmAction(
      t('iotServices.changeDevice.confirm', { name: sim.operatorTypeName }),
      t('iotServices.changeDevice.switch'),
    );
    if (!ok) return;
    setSwitching(sim.simNo);
    try {
      await switchNet.mutate({ simNo: sim.simNo });
      feedback.toast(String(i18next.t('iotServices.changeDevice.done')), { kind: 'success' });
      await sims.reload();
    } catch {
      // The API client told the user why.
    } finally {
      setSwitching('');
    }
  };

  return (
    <LoadState {...loadStateOf(sims)} frame="block">
      <SimSwitchList
        sims={sims.data ?? []}
        switching={switching}
        onSwitch={(sim) => void change(sim)}
      />
    </LoadState>
  );
}
