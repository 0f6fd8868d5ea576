import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/ui/ErrorView';
import { WebFrame } from '@/components/shell/WebFrame';
import { isLink } from '@/lib/validators';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';

/** An external page; only http and https addresses are opened. */
export default function WebviewPage({ query }: PageProps) {
  const { t } = useTranslation();
  const address = (query.url ?? '').trim();
  if (!isLink(address)) {
    return (
      <ErrorView
        title={t('shop.info.webview.invalid')}
        description={t('shop.info.webview.invalidDescription')}
        actionLabel={t('common.back')}
        onAction={() => void nav.navigateBack()}
      />
    );
  }
  const host = new URL(address).host;
  return (
    <WebFrame
      src={address}
      title={t('shop.info.webview.frameTitle', { host })}
      openLabel={t('shop.info.webview.openInBrowser')}
    />
  );
}
