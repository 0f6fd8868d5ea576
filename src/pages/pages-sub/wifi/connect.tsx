import { useTranslation } from 'react-i18next';
import * as device from '@/api/declarations/device';
import * as site from '@/api/declarations/site';
import type { WifiCode } from '@/api/types';
import { WifiSettingsForm } from '@/components/iotServices/device/WifiSettingsForm';
import { WifiCodeCard } from '@/components/iotServices/device/WifiCodeCard';
import { LoadState } from '@/components/ui/LoadState';
import { Empty } from '@/components/ui/Empty';
import type { PageProps } from '@/router/types';
import { useState } from 'react';
import { Note } from '@/components/ui/form/formStyles';
import { useIotStore } from '@/stores/iot';
import { bandOf } from '@/features/iotServices/wifi/bands';
import { useResource, loadStateOf } from '@/features/data/useResource';
import { useMutation } from '@/features/data/useMutation';
import { composedQuery, queryOf } from '@/features/data/query';

/**
 * The QR code to join a band. With a share code (code=...) anyone can open it; without one the
 * card owner gets a fresh code for the band in the type query.
 */
/** Neither a share code nor a card: no code to read. */
const NO_CODE = composedQuery<WifiCode | null>('wifi/noCode', [], undefined, () =>
  Promise.resolve(null),
);

export default function WifiConnectPage({ query }: PageProps) {
  const shared = query.code ?? '';
  const band = bandOf(query.type);
  const loggedIn = useIotStore((state) => state.simNo !== '');
  const code = useResource<WifiCode | null>(
    // Nothing to ask for without a share code or a card: the typed-network form shows instead.
    shared
      ? queryOf(site.getWifiCode, { code: shared })
      : loggedIn
        ? queryOf(device.createDeviceWifiCode, { wifiType: band })
        : NO_CODE,
  );
  if (!shared && !loggedIn) return <TypedNetworkCode band={band} />;
  return (
    <LoadState {...loadStateOf(code)} frame="block">
      {code.data && <WifiCodeCard code={code.data} />}
    </LoadState>
  );
}

/**
 * Without a share code or a card: a code for any network typed in by hand (the site's wifiCreate),
 * e.g. a shop's own Wi-Fi for its guests.
 */
function TypedNetworkCode({ band }: { band: ReturnType<typeof bandOf> }) {
  const { t } = useTranslation();
  const making = useMutation(site.createSiteWifi);
  const [code, setCode] = useState<WifiCode | null>(null);
  const [busy, setBusy] = useState(false);
  if (code) return <WifiCodeCard code={code} />;
  return (
    <>
      <Empty description={t('iotServices.wifi.needCode')} />
      <Note>{t('iotServices.wifi.typedHint')}</Note>
      <WifiSettingsForm
        band={band}
        name=""
        password=""
        submitting={busy}
        submitLabel={t('iotServices.wifi.makeCode')}
        onSubmit={({ name, password }) => {
          setBusy(true);
          making
            .mutate({ wifiName: name, wifiPass: password, wifiType: band })
            .then(
              (made) => made && setCode(made),
              () => {
                // the client explained; what was typed stays in the form
              },
            )
            .finally(() => setBusy(false));
        }}
      />
    </>
  );
}
