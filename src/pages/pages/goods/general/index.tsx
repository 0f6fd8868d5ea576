import type { PageProps } from '@/router/types';
import { NumberBrowser } from '@/features/shop/NumberBrowser';
import { openPage } from '@/features/shop/links';

/** Ordinary numbers: the same search and filters, without vanity patterns. */
export default function GeneralNumbersPage({ query }: PageProps) {
  return (
    <NumberBrowser
      pretty={0}
      fast=""
      initialKeyword={query.keyword ?? ''}
      onPick={(item) =>
        void openPage('/pages/goods/pretty/index', {
          numberId: String(item.id),
          goodsId: query.goodsId ?? String(item.goodsId),
        })
      }
    />
  );
}
