import { useTranslation } from 'react-i18next';
import * as shop from '@/api/declarations/shop';
import { LoadState } from '@/components/ui/LoadState';
import { LogisticsView } from '@/components/shop/LogisticsView';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { formatDateTime } from '@/lib/dateTime';
import { useResource, loadStateOf } from '@/features/data/useResource';
import { missingQuery, queryOf } from '@/features/data/query';
import { shopUrl } from '@/features/shop/links';

/** The parcel of an order and its track; without an order id, the way to the order list. */
export default function OrderLogisticsPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = Number(query.id ?? 0);
  const known = Number.isInteger(id) && id > 0;
  // Without an order id nothing is asked: the page shows the way to the order list.
  const logistics = useResource(
    known ? queryOf(shop.getShopOrderLogistics, { id }) : missingQuery('no order'),
  );
  return (
    <LoadState
      {...loadStateOf(logistics)}
      notFound={!known}
      notFoundAction={{
        label: t('shop.pay.viewOrders'),
        onAction: () => void nav.switchTab(shopUrl('/pages/order/index')),
      }}
    >
      {logistics.data && <LogisticsView logistics={logistics.data} formatTime={formatDateTime} />}
    </LoadState>
  );
}
