import { formatMoney } from '@/lib/money';
import { call } from '@/api/call';
import * as points from '@/api/declarations/points';
import { missingQuery, queryOf } from '@/features/data/query';
import { useTranslation } from 'react-i18next';
import { IncompleteLink } from '@/components/ui/IncompleteLink';
import { LoadState } from '@/components/ui/LoadState';
import { formatDateTime, parseServerDate } from '@/lib/dateTime';
import { ActionBar } from '@/components/ui/form/formStyles';
import { LogisticsPanel } from '@/components/iotServices/points/LogisticsPanel';
import { PointsOrderCard } from '@/components/iotServices/points/PointsOrderCard';
import { Button, MainAction } from '@/components/ui/Button';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { i18next } from '@/i18n';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { SIM_KEY } from '@/features/data/sim';
import { feedback } from '@/stores/feedback';
import { confirmAction } from '@/features/iot/confirm';
import { queryId } from '@/features/iot/format';
import { useImageResolver } from '@/features/iot/images';
import { useMutation } from '@/features/data/useMutation';
import { loadStateOf, useResource } from '@/features/data/useResource';

/** One points order: what, where it goes, logistics, and cancel or pay while unpaid. */
export default function PointsOrderDetailsPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = queryId(query.id);
  const image = useImageResolver();
  const { pending, mutate } = useMutation();
  // Without an id there is nothing to ask the server: the link is incomplete.
  const order = useResource(
    id ? queryOf(points.getShopOrderDetails, { id }) : missingQuery('no order'),
  );

  const cancel = () =>
    mutate(
      async () => {
        if (
          !(await confirmAction(
            t('iotServices.orders.confirmCancel'),
            t('iotServices.orders.cancel'),
          ))
        )
          return;
        try {
          await call(points.cancelShopOrder, { id });
        } catch {
          return;
        }
        feedback.toast(String(i18next.t('iotServices.orders.cancelled')), { kind: 'success' });
        await order.reload();
      },
      { invalidates: [SIM_KEY] },
    );

  const created = order.data ? parseServerDate(order.data.createdAt) : null;
  if (!id) {
    return (
      <IncompleteLink
        actionLabel={t('iotServices.orders.allOrders')}
        onAction={() => void nav.redirectTo('/pages-sub/iot/integralShop/order/index')}
      />
    );
  }
  return (
    <LoadState {...loadStateOf(order)} frame="block">
      {(item) => (
        <>
          <PointsOrderCard order={item} resolveImage={image} onOpen={() => undefined} />
          <CellGroup>
            {item.address && (
              <Cell
                title={t('iotServices.orders.receiver')}
                value={`${item.address.name} ${item.address.mobile}`}
                label={`${item.address.province} ${item.address.city} ${item.address.county} ${item.address.detail}`}
              />
            )}
            {item.store && (
              <Cell
                title={t('iotServices.orders.pickUp')}
                value={item.store.name}
                label={`${item.store.address} · ${item.store.phone}`}
              />
            )}
            <Cell title={t('iotServices.orders.points')} value={String(item.integral)} />
            <Cell title={t('iotServices.orders.money')} value={formatMoney(item.money)} />
            {created && (
              <Cell title={t('iotServices.orders.createdAt')} value={formatDateTime(created)} />
            )}
          </CellGroup>
          {item.address && <LogisticsPanel logistics={item.logistics} />}
          {item.status === 0 && (
            <ActionBar>
              <MainAction
                onClick={() => void nav.navigateTo(`/pages-sub/iot/integralShop/cashier?id=${id}`)}
              >
                {t('iotServices.orders.pay')}
              </MainAction>
              <Button block round loading={pending} onClick={() => void cancel()}>
                {t('iotServices.orders.cancel')}
              </Button>
            </ActionBar>
          )}
        </>
      )}
    </LoadState>
  );
}
