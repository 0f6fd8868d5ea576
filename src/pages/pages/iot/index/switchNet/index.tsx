import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getChangeSimList, simSwitchNet } from '@/api/iot';
import { SimChoiceList } from '@/components/iot/SimChoiceList';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { reloadSimInfo } from '@/stores/iotSession';
import { Column, IotPage, Loaded, Paper, useLoad } from '../../shared';

/** A device chooses which of its sims goes online. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const { state, reload } = useLoad(getChangeSimList, []);
  const [busy, setBusy] = useState('');
  const choose = async (simNo: string) => {
    if (busy) return;
    setBusy(simNo);
    try {
      await simSwitchNet(simNo);
      feedback.toast(t('iot.switchNet.switched', { simNo }), { kind: 'success' });
      await Promise.all([reload(true), reloadSimInfo()]);
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
        <Loaded state={state} onRetry={() => void reload()}>
          {(sims) => (
            <SimChoiceList
              sims={sims}
              actionLabel={t('iot.switchNet.switch')}
              busySimNo={busy}
              onChoose={(simNo) => void choose(simNo)}
            />
          )}
        </Loaded>
      </Column>
    </IotPage>
  );
}
