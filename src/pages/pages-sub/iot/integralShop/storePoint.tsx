import { useTranslation } from 'react-i18next';
import * as points from '@/api/declarations/points';
import { missingQuery, queryOf } from '@/features/data/query';
import { IncompleteLink } from '@/components/ui/IncompleteLink';
import { LoadState } from '@/components/ui/LoadState';
import { StorePointList } from '@/components/iotServices/points/StorePointList';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { queryId } from '@/features/iot/format';
import { useCheckoutSelection } from '@/stores/checkoutSelection';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** The pick-up points of a product; choosing one returns to the order confirmation. */
export default function StorePointPage({ query }: PageProps) {
  const { t } = useTranslation();
  const goodsId = queryId(query.goodsId);
  const selected = useCheckoutSelection((state) => state.stores[goodsId]?.id ?? 0);
  // Without the product there is nothing to ask the server: the link is incomplete.
  const stores = useResource(
    goodsId ? queryOf(points.getGoodsShopStore, { goodsId }) : missingQuery('no goods'),
  );
  if (!goodsId) {
    return (
      <IncompleteLink
        actionLabel={t('iotServices.orders.goShop')}
        onAction={() => void nav.redirectTo('/pages-sub/iot/integralShop/index')}
      />
    );
  }
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
