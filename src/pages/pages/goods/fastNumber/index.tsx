import type { PageProps } from '@/router/types';
import { NumberBrowser, prefetchNumberBrowser } from '@/features/shop/NumberBrowser';
import { openPage } from '@/features/shop/links';

/** Fast numbers: ready to ship, ordered straight from their form. */
export default function FastNumbersPage({ query }: PageProps) {
  return (
    <NumberBrowser
      pretty=""
      fast={1}
      initialKeyword={query.keyword ?? ''}
      onPick={(item) =>
        void openPage('/pages/goods/fastNumber/formSubmit', { numberId: String(item.id) })
      }
    />
  );
}

FastNumbersPage.prefetch = prefetchNumberBrowser;
