import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as deviceAuth from '@/api/declarations/device';
import * as iot from '@/api/declarations/iot';
import { OfficialAuthPanel } from '@/components/iot/OfficialAuthPanel';
import { nav } from '@/router/nav';
import { feedback } from '@/stores/feedback';
import { refreshSim } from '@/features/data/sim';
import { IotPage } from '@/features/iot/layout';
import { LoadState } from '@/components/ui/LoadState';
import { queryOf } from '@/features/data/query';
import { useResource, loadStateOf } from '@/features/data/useResource';
import type { Query } from '@/router/url';

/**
 * Operator verification: the operator's address opens in the browser; coming back, the card is
 * refreshed from the operator and the state read again (never trusted from the return itself).
 */
export function OfficialFlow({
  query,
  simNo,
  device = false,
  showSteps = false,
}: {
  query: Query;
  simNo: string;
  /** One sim of a device (`simNo`) rather than the signed-in card. */
  device?: boolean;
  showSteps?: boolean;
}) {
  const { t } = useTranslation();
  const resource = useResource(
    device ? queryOf(deviceAuth.getDeviceOfficialAuth, { simNo }) : queryOf(iot.getSimOfficialAuth),
  );
  const [checking, setChecking] = useState(false);
  const finished = async () => {
    setChecking(true);
    await refreshSim();
    const info = await resource.reload();
    setChecking(false);
    if (info?.done) {
      feedback.toast(t('iot.realname.confirmed'), { kind: 'success' });
      void nav.navigateBack();
    } else if (info) feedback.toast(t('iot.realname.stillPending'));
  };
  return (
    <IotPage query={query}>
      <LoadState {...loadStateOf(resource)} frame="block" rows={6}>
        {(info) => (
          <OfficialAuthPanel
            simNo={simNo}
            tips={info.tips}
            done={info.done}
            showSteps={showSteps}
            checking={checking}
            onOpen={() => void nav.openMenu({ type: 'url', url: info.url })}
            onFinished={() => void finished()}
          />
        )}
      </LoadState>
    </IotPage>
  );
}
