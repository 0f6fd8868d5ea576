import type { PageProps } from '@/router/types';
import { ReservableNumbers } from '@/features/shop/ReservableNumbers';
import { prefetchNumberBrowser } from '@/features/shop/NumberBrowser';

/** Ordinary numbers: the same search and filters, without vanity patterns. */
export default function GeneralNumbersPage({ query }: PageProps) {
  return <ReservableNumbers pretty={0} query={query} />;
}

GeneralNumbersPage.prefetch = prefetchNumberBrowser;
