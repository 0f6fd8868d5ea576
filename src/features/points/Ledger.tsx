import { LedgerList, type LedgerEntry } from '@/components/points/LedgerList';
import { LoadState } from '@/components/ui/LoadState';
import type { Paged, PageQuery } from '@/api/types';
import { usePagedResource } from '@/features/data/useResource';

export interface LedgerProps<T> {
  /** One page of the ledger, 20 rows at a time. */
  fetchPage: (query: PageQuery) => Promise<Paged<T>>;
  /** A row as the list shows it. */
  toEntry: (row: T) => LedgerEntry;
  /** The unit of the amounts (points, coins), already translated. */
  unit: string;
}

/** A ledger of the card (points, coupon coins): paged, newest first, with more on demand. */
export function Ledger<T>({ fetchPage, toEntry, unit }: LedgerProps<T>) {
  const logs = usePagedResource((page) => fetchPage({ page, pageSize: 20 }), []);
  return (
    <LoadState
      frame="block"
      loading={!logs.loaded}
      error={logs.error && !logs.loaded}
      onRetry={logs.reload}
    >
      <LedgerList
        entries={logs.items.map(toEntry)}
        unit={unit}
        hasMore={!logs.finished}
        loadingMore={logs.loadingMore}
        onLoadMore={() => void logs.loadMore()}
      />
    </LoadState>
  );
}
