import { getShopOrderLogistics } from '@/api/shopOrder';
import { LoadState } from '@/components/ui/LoadState';
import { LogisticsView } from '@/components/shop/LogisticsView';
import type { PageProps } from '@/router/types';
import { formatDateTime } from '@/lib/dateTime';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** The parcel of an order and its track. */
export default function OrderLogisticsPage({ query }: PageProps) {
  const id = Number(query.id ?? 0);
  const logistics = useResource(
    () => (id > 0 ? getShopOrderLogistics(id) : Promise.reject(new Error('no order'))),
    [id],
  );
  return (
    <LoadState {...loadStateOf(logistics)}>
      {logistics.data && <LogisticsView logistics={logistics.data} formatTime={formatDateTime} />}
    </LoadState>
  );
}
