import type { ReactNode } from 'react';
import { getSimInfo } from '@/api/iot';
import type { SimInfo } from '@/api/types';
import { LoadState } from '@/components/ui/LoadState';
import { useResource, type Resource } from '@/features/data/useResource';
import type { Query } from '@/router/url';
import { useFreshSim } from './card';
import { IotPage } from './layout';

/** The card's information, loaded afresh when the page opens (not the home's cached copy). */
export function useCardInfo(): Resource<SimInfo> {
  return useResource(() => getSimInfo(), []);
}

/** A card page's loading and error states while its card information loads. */
export function CardInfoState({
  card,
  children,
}: {
  card: Resource<SimInfo>;
  children: ReactNode;
}) {
  return (
    <LoadState
      frame="block"
      data={card.data}
      loading={card.loading}
      error={card.error}
      onRetry={card.reload}
    >
      {children}
    </LoadState>
  );
}

/**
 * A card page drawn from the card's information reloaded into the session (real-name, pay
 * password): the page frame, the loading and error states, then `children` with the card.
 */
export function FreshCardPage({
  query,
  children,
}: {
  query: Query;
  children: (sim: SimInfo) => ReactNode;
}) {
  const resource = useFreshSim();
  return (
    <IotPage query={query}>
      <LoadState
        data={resource.data}
        loading={resource.loading}
        error={resource.error}
        onRetry={() => void resource.reload()}
        frame="block"
        rows={6}
      >
        {children}
      </LoadState>
    </IotPage>
  );
}
