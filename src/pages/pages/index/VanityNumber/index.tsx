import type { PageProps } from '@/router/types';
import { ReservableNumbers } from '@/features/shop/ReservableNumbers';
import { prefetchNumberBrowser } from '@/features/shop/NumberBrowser';
import { NUMBER_LISTS } from '@/features/shop/numberQuery';

/** Vanity numbers with head search, filter popups and an endless list. */
export default function VanityNumberPage({ query }: PageProps) {
  return (
    <ReservableNumbers
      pretty={NUMBER_LISTS['pages/index/VanityNumber/index'].pretty}
      query={query}
    />
  );
}

VanityNumberPage.prefetch = prefetchNumberBrowser;
