import type { Query } from '@/router/url';
import { NumberBrowser } from './NumberBrowser';
import { openPage } from './links';

export interface ReservableNumbersProps {
  /** 1 vanity numbers with their patterns, 0 ordinary numbers. */
  pretty: 0 | 1;
  /** The page's query: `keyword` starts the search, `goodsId` is the goods the number is for. */
  query: Query;
}

/**
 * Numbers to search, filter and pick; a picked number opens its reservation page, for the goods
 * the link named or else the number's own.
 */
export function ReservableNumbers({ pretty, query }: ReservableNumbersProps) {
  return (
    <NumberBrowser
      pretty={pretty}
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
