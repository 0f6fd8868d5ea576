import type { PageProps } from '@/router/types';
import { ReservableNumbers } from '@/features/shop/ReservableNumbers';
import { prefetchNumberBrowser } from '@/features/shop/NumberBrowser';

/** Vanity numbers with head search, filter popups and an endless list. */
export default function VanityNumberPage({ query }: PageProps) {
  return <ReservableNumbers pretty={1} query={query} />;
}

VanityNumberPage.prefetch = prefetchNumberBrowser;
