import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/shell/ErrorView';
import { PageLoading } from '@/components/shell/PageLoading';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { refreshBaseConfig } from '@/features/data/baseConfig';
import { useLayoutStore } from '@/stores/layout';
import { shopUrl } from '@/features/shop/links';

/** Default landing: loads the agent's configuration, then opens the shop index it asks for. */
export default function DefaultLandingPage({ query }: PageProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    if (query.promoCode) useLayoutStore.getState().setPromoCode(query.promoCode);
    if (query.pageCode) useLayoutStore.getState().setPageCode(query.pageCode);
    void refreshBaseConfig(useLayoutStore.getState().promoCode).then((config) => {
      if (!live) return;
      if (!config) {
        setFailed(true);
        return;
      }
      // The root resolves to the featured single page when a single-page code is set.
      void nav.reLaunch(
        shopUrl('/', query.indexFirstGroup ? { indexFirstGroup: query.indexFirstGroup } : {}),
      );
    });
    return () => {
      live = false;
    };
  }, [attempt, query.indexFirstGroup, query.pageCode, query.promoCode]);

  if (failed) {
    return (
      <ErrorView
        title={t('ui.load.failed')}
        description={t('ui.load.failedHint')}
        actionLabel={t('common.retry')}
        onAction={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return <PageLoading loading label={t('common.loading')} />;
}
