import { useTranslation } from 'react-i18next';
import { WifiBandCard } from '@/components/iotServices/device/WifiBandCard';
import { Empty } from '@/components/ui/Empty';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { CardInfoState } from '@/features/iot/CardInfo';
import { useSim } from '@/features/data/sim';
import { wifiBands } from '@/features/iotServices/wifi/bands';

/** The device's Wi-Fi: each band with its password, connections, QR code and sharing. */
export default function WifiPage(_props: PageProps) {
  const { t } = useTranslation();
  const sim = useSim();
  const config = sim.data?.wifiConfig;
  return (
    <CardInfoState card={sim}>
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
    </CardInfoState>
  );
}
