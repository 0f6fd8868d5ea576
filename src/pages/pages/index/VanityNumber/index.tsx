import type { PageProps } from '@/router/types';
import { NumberBrowser } from '@/features/shop/NumberBrowser';
import { openPage } from '@/features/shop/links';

/** Vanity numbers with head search, filter popups and an endless list. */
export default function VanityNumberPage({ query }: PageProps) {
  return (
    <NumberBrowser
      pretty={1}
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
