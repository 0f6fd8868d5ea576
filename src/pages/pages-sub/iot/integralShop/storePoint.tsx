import { useTranslation } from 'react-i18next';
import { getGoodsShopStore } from '@/api/iot';
import { Button } from '@/components/ui/Button';
import { Empty } from '@/components/ui/Empty';
import { LoadState } from '@/components/ui/LoadState';
import { StorePointList } from '@/components/points/StorePointList';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { queryId } from '@/features/iot/format';
import { useCheckoutSelection } from '@/features/points/checkoutSelection';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** The pick-up points of a product; choosing one returns to the order confirmation. */
export default function StorePointPage({ query }: PageProps) {
  const { t } = useTranslation();
  const goodsId = queryId(query.goodsId);
  const selected = useCheckoutSelection((state) => state.stores[goodsId]?.id ?? 0);
  // Without the product there is nothing to ask the server: the link is incomplete.
  const stores = useResource(
    () => (goodsId ? getGoodsShopStore(goodsId) : Promise.reject(new Error('no goods'))),
    [goodsId],
  );
  if (!goodsId) {
    return (
      <Empty description={t('ui.load.notFound')}>
        <Button
          variant="primary"
          round
          onClick={() => void nav.redirectTo('/pages-sub/iot/integralShop/index')}
        >
          {t('iotServices.orders.goShop')}
        </Button>
      </Empty>
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
