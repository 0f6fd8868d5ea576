import { useTranslation } from 'react-i18next';
import { call } from '@/api/call';
import * as device from '@/api/declarations/device';
import { clearDraft, useDraft } from '@/features/forms/useDraft';
import {
  WifiSettingsForm,
  type WifiSettingsFormProps,
} from '@/components/iotServices/device/WifiSettingsForm';
import { Empty } from '@/components/ui/Empty';
import { i18next } from '@/i18n';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { CardInfoState } from '@/features/iot/CardInfo';
import { useSim } from '@/features/data/sim';
import { feedback } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { useMutation } from '@/features/data/useMutation';
import { bandOf, wifiBands } from '@/features/iotServices/wifi/bands';

/** The form with the network name kept as a draft; the Wi-Fi password is never stored. */
function DraftWifiForm({
  draftKey,
  name,
  ...props
}: Omit<WifiSettingsFormProps, 'onNameChange'> & { draftKey: string }) {
  const [draftName, setDraftName] = useDraft(draftKey, () => name);
  return <WifiSettingsForm {...props} name={draftName} onNameChange={setDraftName} />;
}

/** Renames a band or changes its password; the device page shows the new name once saved. */
export default function SetSsidPwdPage({ query }: PageProps) {
  const { t } = useTranslation();
  const band = bandOf(query.type);
  const sim = useSim();
  const { pending, mutate } = useMutation();
  const simNo = useIotStore((state) => state.simNo);
  const draftKey = `iot-wifi-name:${simNo}:${band}`;
  const config = sim.data?.wifiConfig;
  const current = config ? wifiBands(config).find((item) => item.band === band) : undefined;

  const save = (values: { name: string; password: string }) =>
    mutate(async () => {
      try {
        await call(device.setWifiSsidPwd, {
          wifiType: band,
          wifiName: values.name,
          wifiPass: values.password,
        });
      } catch {
        return;
      }
      clearDraft(draftKey);
      feedback.toast(String(i18next.t('iotServices.wifi.saved')), { kind: 'success' });
      await nav.navigateBack();
    });

  return (
    <CardInfoState card={sim}>
      {current ? (
        <DraftWifiForm
          draftKey={draftKey}
          band={band}
          name={current.name}
          password={current.password}
          submitting={pending}
          onSubmit={(values) => void save(values)}
        />
      ) : (
        <Empty description={t('iotServices.wifi.noBand', { band })} />
      )}
    </CardInfoState>
  );
}
