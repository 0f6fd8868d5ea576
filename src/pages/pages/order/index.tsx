import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as shop from '@/api/declarations/shop';
import type { ShopOrder, ShopOrderStatus } from '@/api/types';
import { LoadState } from '@/components/ui/LoadState';
import { OrderCard } from '@/components/shop/OrderCard';
import { Button } from '@/components/ui/Button';
import { LoadMore } from '@/components/shop/LoadMore';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { Tabs } from '@/components/ui/Tabs';
import type { PageProps } from '@/router/types';
import { useGenericConfig } from '@/features/data/config';
import { useShopUserStore } from '@/stores/shopUser';
import { ShopLoginBox } from '@/features/shop/ShopLoginBox';
import { formatDateTime } from '@/lib/dateTime';
import { openPage } from '@/features/shop/links';
import { usePagedResource } from '@/features/data/useResource';

const More = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

const STATUS_TYPE: Record<
  ShopOrderStatus,
  'default' | 'primary' | 'success' | 'warning' | 'danger'
> = {
  0: 'warning',
  1: 'primary',
  2: 'primary',
  3: 'primary',
  4: 'success',
  5: 'default',
  6: 'danger',
};

const FILTERS = ['all', '0', '3', '4'] as const;

function OrderCards({ orders }: { orders: readonly ShopOrder[] }) {
  const { t } = useTranslation();
  return (
    <>
      {orders.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          statusLabel={t(`shop.orders.status.${order.status}`, {
            defaultValue: t('common.unknown'),
          })}
          statusType={STATUS_TYPE[order.status]}
          createdText={formatDateTime(order.createdAt)}
          onPay={(o) => void openPage('/pages/order/pay/index', { id: String(o.id) })}
          onLogistics={(o) => void openPage('/pages/order/logistics/index', { id: String(o.id) })}
          onResetCert={(o) => void openPage('/pages/resetCert/index', { orderSn: o.orderSn })}
        />
      ))}
    </>
  );
}

function OrderList() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [refreshing, setRefreshing] = useState(false);
  const list = usePagedResource(
    shop.getShopOrderList,
    { status: filter === 'all' ? '' : Number(filter) },
    { pageSize: 10 },
  );
  const orders = list.items;
  const { reload } = list;

  // Coming back from paying or another tab shows what changed meanwhile.
  useEffect(() => {
    const refresh = () => document.visibilityState === 'visible' && void reload();
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [reload]);

  return (
    <Tabs
      label={t('shop.orders.filter')}
      activeKey={filter}
      onChange={(key) => setFilter(key as (typeof FILTERS)[number])}
      items={FILTERS.map((key) => ({ key, label: t(`shop.orders.filters.${key}`) }))}
      sticky
    >
      <PullRefresh
        refreshing={refreshing}
        onRefresh={() => {
          setRefreshing(true);
          void reload().finally(() => setRefreshing(false));
        }}
      >
        <LoadState
          loading={!list.loaded}
          error={list.error && !list.loaded}
          empty={!orders.length}
          emptyText={t('shop.orders.empty')}
          emptyAction={
            <Button variant="primary" round onClick={() => void openPage('/pages/index/index')}>
              {t('shop.orders.goShopping')}
            </Button>
          }
          onRetry={() => void reload()}
        >
          <OrderCards orders={orders} />
          <LoadMore
            finished={list.finished}
            loading={list.loadingMore}
            onLoadMore={() => void list.loadMore()}
          />
        </LoadState>
      </PullRefresh>
    </Tabs>
  );
}

/** Tab 1: the shopper's orders, or the order query when not logged in (by orderQueryMode). */
export default function OrdersPage(_props: PageProps) {
  const { t } = useTranslation();
  const mobile = useShopUserStore((s) => s.mobile);
  // The query form follows the generic settings' mode: asked for here when the app has not had
  // them yet (they load after the first page's calls); a failed answer leaves the default mode.
  const generic = useGenericConfig(!mobile);
  const mode = generic.config.orderQueryMode === 2 ? 2 : 1;
  const [found, setFound] = useState<ShopOrder[] | null>(null);

  if (mobile) return <OrderList />;
  if (!generic.settled) {
    return <LoadState loading error={false} onRetry={() => undefined} rows={4} />;
  }
  if (found) {
    return (
      <LoadState
        loading={false}
        error={false}
        empty={!found.length}
        emptyText={t('shop.orders.noneFound')}
        emptyAction={
          <Button round onClick={() => setFound(null)}>
            {t('shop.orders.queryAgain')}
          </Button>
        }
        onRetry={() => setFound(null)}
      >
        <OrderCards orders={found} />
        <More>
          <Button block round onClick={() => setFound(null)}>
            {t('shop.orders.queryAgain')}
          </Button>
        </More>
      </LoadState>
    );
  }
  return <ShopLoginBox mode={mode} onLoggedIn={() => undefined} onQueried={setFound} />;
}
