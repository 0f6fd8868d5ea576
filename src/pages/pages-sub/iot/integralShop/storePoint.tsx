import { getGoodsShopStore } from '@/api/iot';
import { LoadState } from '@/components/iot-user/LoadState';
import { StorePointList } from '@/components/points/StorePointList';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { queryId } from '../_shared/hooks';
import { useCheckoutSelection } from '../_shared/selection';
import { useRemote } from '../_shared/useRemote';

/** The pick-up points of a product; choosing one returns to the order confirmation. */
export default function StorePointPage({ query }: PageProps) {
  const goodsId = queryId(query.goodsId);
  const selected = useCheckoutSelection((state) => state.stores[goodsId]?.id ?? 0);
  const stores = useRemote(() => getGoodsShopStore(goodsId), [goodsId]);
  return (
    <LoadState loading={stores.loading} error={stores.error} onRetry={stores.reload}>
      <StorePointList
        stores={stores.data ?? []}
        selectedId={selected}
        onSelect={(store) => {
          useCheckoutSelection.getState().chooseStore(goodsId, store);
          void nav.navigateBack();
        }}
      />
    </LoadState>
  );
}
