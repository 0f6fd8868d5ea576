import type { PageProps } from '@/router/types';
import { NumberBrowser, prefetchNumberBrowser } from '@/features/shop/NumberBrowser';
import { openPage } from '@/features/shop/links';
import { NUMBER_LISTS } from '@/features/shop/numberQuery';

/** Fast numbers: ready to ship, ordered straight from their form. */
export default function FastNumbersPage({ query }: PageProps) {
  return (
    <NumberBrowser
      {...NUMBER_LISTS['pages/goods/fastNumber/index']}
      initialKeyword={query.keyword ?? ''}
      onPick={(item) =>
        void openPage('/pages/goods/fastNumber/formSubmit', { numberId: String(item.id) })
      }
    />
  );
}

FastNumbersPage.prefetch = prefetchNumberBrowser;
