import { useTranslation } from 'react-i18next';
import * as iot from '@/api/declarations/iot';
import { AddonCard } from '@/components/iotServices/user/AddonCard';
import { LoadState } from '@/components/ui/LoadState';
import { Button } from '@/components/ui/Button';
import { Empty } from '@/components/ui/Empty';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { usePagedResource } from '@/features/data/useResource';

/** The card's acceleration orders with their speed code and validity. */
export default function AccelerateOrderPage(_props: PageProps) {
  const { t } = useTranslation();
  const orders = usePagedResource(iot.getAccelerateOrderList, {}, { pageSize: 20 });
  return (
    <LoadState
      frame="block"
      loading={!orders.loaded}
      error={orders.error && !orders.loaded}
      onRetry={orders.reload}
    >
      {orders.items.length === 0 ? (
        <Empty description={t('iotServices.addon.noAccOrders')}>
          <Button round onClick={() => void nav.navigateTo('/pages-sub/iot/accelerate/index')}>
            {t('iotServices.addon.buy')}
          </Button>
        </Empty>
      ) : (
        orders.items.map((order) => (
          <AddonCard
            key={order.id}
            kind="accelerate"
            name={order.accelerateName}
            startAt={order.startAt}
            endAt={order.endAt}
            validTag={order.validTag}
            speed={order.speedCode}
          />
        ))
      )}
      {!orders.finished && (
        <Button block loading={orders.loadingMore} onClick={() => void orders.loadMore()}>
          {t('iotServices.ledger.more')}
        </Button>
      )}
    </LoadState>
  );
}
