import { getGoodsShopStore } from '@/api/iot';
import { LoadState } from '@/components/ui/LoadState';
import { StorePointList } from '@/components/points/StorePointList';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { queryId } from '@/features/iot/format';
import { useCheckoutSelection } from '@/features/points/checkoutSelection';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** The pick-up points of a product; choosing one returns to the order confirmation. */
export default function StorePointPage({ query }: PageProps) {
  const goodsId = queryId(query.goodsId);
  const selected = useCheckoutSelection((state) => state.stores[goodsId]?.id ?? 0);
  const stores = useResource(() => getGoodsShopStore(goodsId), [goodsId]);
  return (
    <LoadState {...loadStateOf(stores)} frame="block">
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
