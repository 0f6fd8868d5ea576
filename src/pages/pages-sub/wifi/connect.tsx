import { useTranslation } from 'react-i18next';
import { createDeviceWifiCode } from '@/api/iot';
import { getWifiCode } from '@/api/site';
import { WifiCodeCard } from '@/components/device/WifiCodeCard';
import { LoadState } from '@/components/iot-user/LoadState';
import { Empty } from '@/components/ui/Empty';
import type { PageProps } from '@/router/types';
import { useIotStore } from '@/stores/iot';
import { bandOf } from '../iot/_shared/wifi';
import { useRemote } from '../iot/_shared/useRemote';

/**
 * The QR code to join a band. With a share code (code=...) anyone can open it; without one the
 * card owner gets a fresh code for the band in the type query.
 */
export default function WifiConnectPage({ query }: PageProps) {
  const { t } = useTranslation();
  const shared = query.code ?? '';
  const band = bandOf(query.type);
  const loggedIn = useIotStore((state) => state.simNo !== '');
  const code = useRemote(
    () => (shared ? getWifiCode(shared) : createDeviceWifiCode(band)),
    [shared, band],
  );
  if (!shared && !loggedIn) return <Empty description={t('iotServices.wifi.needCode')} />;
  return (
    <LoadState loading={code.loading} error={code.error} onRetry={code.reload}>
      {code.data && <WifiCodeCard code={code.data} />}
    </LoadState>
  );
}
