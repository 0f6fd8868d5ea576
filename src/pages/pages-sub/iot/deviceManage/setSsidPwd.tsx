import { useTranslation } from 'react-i18next';
import { getSimInfo, setWifiSsidPwd } from '@/api/iot';
import { WifiSettingsForm } from '@/components/device/WifiSettingsForm';
import { LoadState } from '@/components/iot-user/LoadState';
import { Empty } from '@/components/ui/Empty';
import { i18next } from '@/i18n';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { usePending, useRemote } from '../_shared/useRemote';
import { bandOf, wifiBands } from '../_shared/wifi';

/** Renames a band or changes its password; the device page shows the new name once saved. */
export default function SetSsidPwdPage({ query }: PageProps) {
  const { t } = useTranslation();
  const band = bandOf(query.type);
  const sim = useRemote(() => getSimInfo(), []);
  const { pending, run } = usePending();
  const config = sim.data?.wifiConfig;
  const current = config ? wifiBands(config).find((item) => item.band === band) : undefined;

  const save = (values: { name: string; password: string }) =>
    run(async () => {
      try {
        await setWifiSsidPwd({ wifiType: band, wifiName: values.name, wifiPass: values.password });
      } catch {
        return;
      }
      feedback.toast(String(i18next.t('iotServices.wifi.saved')), { kind: 'success' });
      await nav.navigateBack();
    });

  return (
    <LoadState loading={sim.loading} error={sim.error} onRetry={sim.reload}>
      {current ? (
        <WifiSettingsForm
          band={band}
          name={current.name}
          password={current.password}
          submitting={pending}
          onSubmit={(values) => void save(values)}
        />
      ) : (
        <Empty description={t('iotServices.wifi.noBand', { band })} />
      )}
    </LoadState>
  );
}
