import type { ReactNode } from 'react';
import { getSimInfo } from '@/api/iot';
import type { SimInfo } from '@/api/types';
import { LoadState } from '@/components/ui/LoadState';
import { useResource, type Resource } from '@/features/data/useResource';

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
