import { useTranslation } from 'react-i18next';
import * as device from '@/api/declarations/device';
import { WifiCodeCard } from '@/components/iotServices/device/WifiCodeCard';
import { LoadState } from '@/components/ui/LoadState';
import { ActionBar, Note } from '@/components/ui/form/formStyles';
import { CopyText } from '@/components/ui/CopyText';
import { i18next } from '@/i18n';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { bandOf } from '@/features/iotServices/wifi/bands';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** Shares a band: a link friends open to see the QR code, without the card's login. */
export default function WifiSharePage({ query }: PageProps) {
  const { t } = useTranslation();
  const band = bandOf(query.type);
  const code = useResource(device.createDeviceWifiCode, { wifiType: band });
  const link = code.data
    ? `${window.location.origin}${window.location.pathname}#/pages-sub/wifi/connect?code=${encodeURIComponent(code.data.code)}`
    : '';
  return (
    <LoadState {...loadStateOf(code)} frame="block">
      {code.data && (
        <>
          <WifiCodeCard code={code.data} />
          <ActionBar>
            <Note>{t('iotServices.wifi.shareHint')}</Note>
            <CopyText
              text={link}
              label={t('iotServices.wifi.shareLink')}
              buttonOnly
              onCopied={(label) =>
                feedback.toast(String(i18next.t('common.copySuccess', { label })), {
                  kind: 'success',
                })
              }
              onError={() => feedback.toast(String(i18next.t('iotServices.wifi.copyFailed')))}
            />
          </ActionBar>
        </>
      )}
    </LoadState>
  );
}
