import type { PageProps } from '@/router/types';
import { ReservableNumbers } from '@/features/shop/ReservableNumbers';
import { prefetchNumberBrowser } from '@/features/shop/NumberBrowser';
import { NUMBER_LISTS } from '@/features/shop/numberQuery';

/** Ordinary numbers: the same search and filters, without vanity patterns. */
export default function GeneralNumbersPage({ query }: PageProps) {
  return (
    <ReservableNumbers pretty={NUMBER_LISTS['pages/goods/general/index'].pretty} query={query} />
  );
}

GeneralNumbersPage.prefetch = prefetchNumberBrowser;
