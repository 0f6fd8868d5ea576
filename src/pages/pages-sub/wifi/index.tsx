import { useTranslation } from 'react-i18next';
import { getSimInfo } from '@/api/iot';
import { WifiBandCard } from '@/components/device/WifiBandCard';
import { LoadState } from '@/components/ui/LoadState';
import { Empty } from '@/components/ui/Empty';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { wifiBands } from '@/features/wifi/bands';
import { useResource } from '@/features/data/useResource';

/** The device's Wi-Fi: each band with its password, connections, QR code and sharing. */
export default function WifiPage(_props: PageProps) {
  const { t } = useTranslation();
  const sim = useResource(() => getSimInfo(), []);
  const config = sim.data?.wifiConfig;
  return (
    <LoadState
      frame="block"
      data={sim.data}
      loading={sim.loading}
      error={sim.error}
      onRetry={sim.reload}
    >
      {config ? (
        wifiBands(config).map((band) => (
          <WifiBandCard
            key={band.band}
            {...band}
            onConnect={() => void nav.navigateTo(`/pages-sub/wifi/connect?type=${band.band}`)}
            onShare={() => void nav.navigateTo(`/pages-sub/wifi/share?type=${band.band}`)}
          />
        ))
      ) : (
        <Empty description={t('iotServices.wifi.noDevice')} />
      )}
    </LoadState>
  );
}
