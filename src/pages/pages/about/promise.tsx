import { useTranslation } from 'react-i18next';
import { Article } from '@/components/shop/Article';
import { LoadState } from '@/components/ui/LoadState';
import type { PageProps } from '@/router/types';
import { refreshBaseConfig, useBaseConfigState } from '@/features/data/baseConfig';
import { useLayoutStore } from '@/stores/layout';

/**
 * Service promise: the operator's own words from the base configuration. A shop that published
 * none shows that it has none, never a promise of ours.
 */
export default function ServicePromisePage(_props: PageProps) {
  const { t } = useTranslation();
  const state = useBaseConfigState();
  const promises = state.data?.config?.front.servicePromises ?? [];
  return (
    <LoadState
      loading={state.loading}
      error={state.error && !state.data}
      onRetry={() => void refreshBaseConfig(useLayoutStore.getState().promoCode)}
      data={state.data}
      empty={!promises.length}
      emptyText={t('shop.info.about.promise.empty')}
    >
      <Article
        intro={t('shop.info.about.promise.intro')}
        sections={promises.map((promise, index) => ({
          key: String(index),
          heading: promise.title,
          body: promise.text,
        }))}
      />
    </LoadState>
  );
}
