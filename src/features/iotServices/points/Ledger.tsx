import { LedgerList, type LedgerEntry } from '@/components/iotServices/points/LedgerList';
import { LoadState } from '@/components/ui/LoadState';
import type { PagedResource } from '@/features/data/useResource';

/** Rows a ledger asks for at a time. */
export const LEDGER_PAGE_SIZE = 20;

export interface LedgerProps<T> {
  /** The ledger's rows, loaded by the page with `usePagedResource`, LEDGER_PAGE_SIZE at a time. */
  logs: PagedResource<T>;
  /** A row as the list shows it. */
  toEntry: (row: T) => LedgerEntry;
  /** The unit of the amounts (points, coins), already translated. */
  unit: string;
}

/** A ledger of the card (points, coupon coins): paged, newest first, with more on demand. */
export function Ledger<T>({ logs, toEntry, unit }: LedgerProps<T>) {
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
