import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/ui/ErrorView';
import { PageLoading } from '@/components/shell/PageLoading';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { refreshBaseConfig } from '@/features/data/baseConfig';
import { useResource } from '@/features/data/useResource';
import { composedQuery } from '@/features/data/query';
import * as hk from '@/api/declarations/hk';
import { useLayoutStore } from '@/stores/layout';
import { shopUrl } from '@/features/shop/links';

/** The agent's configuration, or a failure the page can retry (the client told the user why). */
async function loadConfig(promoCode: string) {
  const config = await refreshBaseConfig(promoCode);
  if (!config) throw new Error('The base configuration did not load');
  return config;
}

/** Default landing: loads the agent's configuration, then opens the shop index it asks for. */
export default function DefaultLandingPage({ query }: PageProps) {
  const { t } = useTranslation();
  const stored = useLayoutStore((state) => state.promoCode);
  const promoCode = query.promoCode || stored;
  // The link's codes are the visitor's from now on.
  useEffect(() => {
    if (query.promoCode) useLayoutStore.getState().setPromoCode(query.promoCode);
    if (query.pageCode) useLayoutStore.getState().setPageCode(query.pageCode);
  }, [query.promoCode, query.pageCode]);
  // The landing's own read: nothing of it is kept once the page closes.
  const config = useResource(
    composedQuery('index/default', [hk.getBaseConfig], { promoCode }, () => loadConfig(promoCode)),
    { keepMs: 0 },
  );
  const loaded = !!config.data;

  useEffect(() => {
    if (!loaded) return;
    // The root resolves to the featured single page when a single-page code is set.
    void nav.reLaunch(
      shopUrl('/', query.indexFirstGroup ? { indexFirstGroup: query.indexFirstGroup } : {}),
    );
  }, [loaded, query.indexFirstGroup]);

  if (config.error) {
    return (
      <ErrorView
        title={t('ui.load.failed')}
        description={t('ui.load.failedHint')}
        actionLabel={t('common.retry')}
        onAction={() => void config.reload()}
      />
    );
  }
  return <PageLoading loading label={t('common.loading')} />;
}
