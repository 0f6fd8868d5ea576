import { useTranslation } from 'react-i18next';
import { getShopOrderLogistics } from '@/api/shop';
import { LoadState } from '@/components/shop/LoadState';
import { LogisticsView } from '@/components/shop/LogisticsView';
import type { PageProps } from '@/router/types';
import { formatDateTime, useAsync } from '../../shopKit';

/** The parcel of an order and its track. */
export default function OrderLogisticsPage({ query }: PageProps) {
  const { i18n } = useTranslation();
  const id = Number(query.id ?? 0);
  const logistics = useAsync(
    () => (id > 0 ? getShopOrderLogistics(id) : Promise.reject(new Error('no order'))),
    [id],
  );
  return (
    <LoadState
      loading={logistics.loading && !logistics.data}
      error={logistics.error}
      onRetry={logistics.reload}
    >
      {logistics.data && (
        <LogisticsView
          logistics={logistics.data}
          formatTime={(iso) => formatDateTime(iso, i18n.language)}
        />
      )}
    </LoadState>
  );
}
