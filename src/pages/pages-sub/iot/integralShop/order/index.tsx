import { useState } from 'react';
import * as points from '@/api/declarations/points';
import { useTranslation } from 'react-i18next';
import type { PointsOrder } from '@/api/types';
import { LoadState } from '@/components/ui/LoadState';
import { PointsOrderCard } from '@/components/iotServices/points/PointsOrderCard';
import { Button } from '@/components/ui/Button';
import { Empty } from '@/components/ui/Empty';
import { Tabs } from '@/components/ui/Tabs';
import { i18next } from '@/i18n';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { confirmAction } from '@/features/iot/confirm';
import { useImageResolver } from '@/features/iot/images';
import { usePagedResource } from '@/features/data/useResource';
import { useMutation } from '@/features/data/useMutation';
import { SIM_KEY } from '@/features/data/sim';

const TABS = ['all', '0', '1', '2', '3', '4'] as const;
type TabKey = (typeof TABS)[number];
const PAGE_SIZE = 20;

/** Points orders by status, with cancel and pay on unpaid ones. */
export default function PointsOrdersPage({ query }: PageProps) {
  const { t } = useTranslation();
  const cancelOrder = useMutation(points.cancelShopOrder, { invalidates: [SIM_KEY] });
  const initial = TABS.find((tab) => tab === query.status) ?? 'all';
  const [tab, setTab] = useState<TabKey>(initial);
  const image = useImageResolver();
  const orders = usePagedResource(
    points.getShopOrderList,
    { status: tab === 'all' ? '' : (Number(tab) as PointsOrder['status']) },
    { pageSize: PAGE_SIZE },
  );

  const cancel = async (order: PointsOrder) => {
    if (
      !(await confirmAction(t('iotServices.orders.confirmCancel'), t('iotServices.orders.cancel')))
    )
      return;
    try {
      await cancelOrder.mutate({ id: order.id });
    } catch {
      return;
    }
    feedback.toast(String(i18next.t('iotServices.orders.cancelled')), { kind: 'success' });
    await orders.reload();
  };

  const list = orders.items;
  return (
    <Tabs
      label={t('iotServices.titles.pointsOrders')}
      activeKey={tab}
      scrollable
      onChange={(key) => setTab(key as TabKey)}
      items={TABS.map((key) => ({ key, label: t(`iotServices.orders.tabs.${key}`) }))}
    >
      <LoadState
        frame="block"
        loading={!orders.loaded}
        error={orders.error && !orders.loaded}
        onRetry={orders.reload}
      >
        {list.length === 0 ? (
          <Empty description={t('iotServices.orders.empty')}>
            <Button round onClick={() => void nav.navigateTo('/pages-sub/iot/integralShop/index')}>
              {t('iotServices.orders.goShop')}
            </Button>
          </Empty>
        ) : (
          list.map((order) => (
            <PointsOrderCard
              key={order.id}
              order={order}
              resolveImage={image}
              onOpen={() =>
                void nav.navigateTo(`/pages-sub/iot/integralShop/order/details?id=${order.id}`)
              }
              onCancel={() => void cancel(order)}
              onPay={() =>
                void nav.navigateTo(`/pages-sub/iot/integralShop/cashier?id=${order.id}`)
              }
            />
          ))
        )}
        {!orders.finished && (
          <Button block onClick={() => void orders.loadMore()} loading={orders.loadingMore}>
            {t('iotServices.ledger.more')}
          </Button>
        )}
      </LoadState>
    </Tabs>
  );
}
