import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/ui/ErrorView';
import { runLaunch } from '@/features/launch/launch';
import { nav, runtimeUrl } from '@/router/nav';
import { parseUrl } from '@/router/url';
import type { PageProps } from '@/router/types';

/** Asks the server for a tiny resource, bypassing caches, to tell real connectivity. */
async function isOnline(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}?network-check=${Date.now()}`, {
      method: 'HEAD',
      cache: 'no-store',
    });
    return response.ok || response.status < 500;
  } catch {
    return false;
  }
}

/** Shown when there is no network; retries and returns to where the user was going. */
export default function NetworkCheckPage({ query }: PageProps) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);

  const retry = async () => {
    if (checking) return;
    setChecking(true);
    setFailed(false);
    const online = await isOnline();
    if (!online) {
      setChecking(false);
      setFailed(true);
      return;
    }
    const back = query.redirect && nav.isKnown(query.redirect) ? query.redirect : '/';
    // The launch could not run without a network: run it now for the page the visitor opened.
    const landing = parseUrl(back);
    const launched = await runLaunch({ path: landing.path, query: landing.query });
    // A launch that stopped has shown why (offline again, a quit dialog, WeChat authorisation).
    setChecking(false);
    if (launched.ok && !launched.wechatRedirect) void nav.reLaunch(runtimeUrl(back));
  };

  return (
    <ErrorView
      icon="wifiOff"
      title={t('shop.info.networkCheck.title')}
      description={t('shop.info.networkCheck.description')}
      status={
        checking
          ? t('shop.info.networkCheck.checking')
          : failed
            ? t('shop.info.networkCheck.stillOffline')
            : undefined
      }
      actionLabel={t('shop.info.networkCheck.retry')}
      busy={checking}
      onAction={() => void retry()}
    />
  );
}
