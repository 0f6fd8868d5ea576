import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/ui/ErrorView';
import { LoadState } from '@/components/ui/LoadState';
import { OutsideLink } from '@/components/shell/OutsideLink';
import { WebFrame } from '@/components/shell/WebFrame';
import { useBaseConfigState } from '@/features/data/baseConfig';
import { frameAllowed } from '@/lib/frameHosts';
import { isLink } from '@/lib/validators';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';

/**
 * A page shown inside the shop: only http and https addresses of the shop's own hosts (its
 * origin, the configured domain, the build's VITE_FRAME_HOSTS) are framed; any other address
 * shows the link with a warning and a way to open it in the browser.
 */
export default function WebviewPage({ query }: PageProps) {
  const { t } = useTranslation();
  const config = useBaseConfigState();
  const address = (query.url ?? '').trim();
  const back = () => void nav.navigateBack();
  if (!isLink(address)) {
    return (
      <ErrorView
        title={t('shop.info.webview.invalid')}
        description={t('shop.info.webview.invalidDescription')}
        actionLabel={t('common.back')}
        onAction={back}
      />
    );
  }
  const host = new URL(address).host;
  if (frameAllowed(address, { domain: config.data?.config.domain })) {
    return (
      <WebFrame
        src={address}
        title={t('shop.info.webview.frameTitle', { host })}
        openLabel={t('shop.info.webview.openInBrowser')}
      />
    );
  }
  // The configured domain is still on its way: an address on it is framed once it is known.
  if (config.loading && !config.data) {
    return (
      <LoadState
        loading
        error={false}
        onRetry={() => undefined}
        rows={1}
        caption={t('shop.info.webview.checking')}
      />
    );
  }
  return (
    <OutsideLink
      address={address}
      title={t('shop.info.webview.outsideTitle')}
      description={t('shop.info.webview.outsideDescription', { host })}
      openLabel={t('shop.info.webview.openInBrowser')}
      backLabel={t('common.back')}
      onBack={back}
    />
  );
}
