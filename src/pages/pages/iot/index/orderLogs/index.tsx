import { formatAmount, formatMoney } from '@/lib/money';
import { useTranslation } from 'react-i18next';
import * as iot from '@/api/declarations/iot';
import type { BalanceLog, BalanceOrder, SimPackageOrder } from '@/api/types';
import { LogRow, LOG_ROW_HEIGHT } from '@/components/iot/LogRow';
import { Empty } from '@/components/ui/Empty';
import { InfiniteList } from '@/components/ui/InfiniteList';
import { Tabs } from '@/components/ui/Tabs';
import { nav } from '@/router/nav';
import { buildUrl } from '@/router/url';
import type { PageProps } from '@/router/types';
import { dateOnly, dateTime } from '@/features/iot/format';
import { IotPage } from '@/features/iot/layout';
import { usePagedResource } from '@/features/data/useResource';

const TABS = ['packages', 'recharges', 'ledger'] as const;
type Tab = (typeof TABS)[number];
/** Rows per page of each log. */
const PAGE_SIZE = 15;
const LIST_HEIGHT = 'calc(100dvh - 7.5rem)';

function PackageOrders() {
  const { t } = useTranslation();
  const list = usePagedResource(iot.getSimPackageList, {}, { pageSize: PAGE_SIZE });
  return (
    <InfiniteList<SimPackageOrder>
      items={list.items}
      loading={list.loading}
      finished={list.finished}
      error={list.error}
      onLoad={() => void list.loadMore()}
      label={t('iot.orderLogs.packages')}
      height={LIST_HEIGHT}
      itemHeight={LOG_ROW_HEIGHT}
      itemKey={(order) => order.id}
      empty={<Empty description={t('iot.orderLogs.emptyPackages')} />}
      renderItem={(order) => (
        <LogRow
          title={order.packageName}
          detail={t('iot.orderLogs.period', {
            start: dateOnly(order.startAt),
            end: dateOnly(order.endAt),
          })}
          time={dateTime(order.createdAt)}
          amount={`-${formatMoney(order.payMoney)}`}
          tone="minus"
          note={t(
            `iot.orderLogs.packageStatus${Math.min(4, Math.max(0, order.status)) as 0 | 1 | 2 | 3 | 4}`,
          )}
        />
      )}
    />
  );
}

function RechargeOrders() {
  const { t } = useTranslation();
  const list = usePagedResource(iot.getSimBalanceList, {}, { pageSize: PAGE_SIZE });
  return (
    <InfiniteList<BalanceOrder>
      items={list.items}
      loading={list.loading}
      finished={list.finished}
      error={list.error}
      onLoad={() => void list.loadMore()}
      label={t('iot.orderLogs.recharges')}
      height={LIST_HEIGHT}
      itemHeight={LOG_ROW_HEIGHT}
      itemKey={(order) => order.id}
      empty={<Empty description={t('iot.orderLogs.emptyRecharges')} />}
      renderItem={(order) => (
        <LogRow
          title={order.orderSn}
          detail={
            order.giveMoney > 0
              ? t('iot.orderLogs.bonus', { amount: formatAmount(order.giveMoney) })
              : ''
          }
          time={dateTime(order.createdAt)}
          amount={`+${formatMoney(order.money)}`}
          tone="plus"
          note={order.status === 1 ? t('iot.orderLogs.paid') : t('iot.orderLogs.unpaid')}
        />
      )}
    />
  );
}

function BalanceLedger() {
  const { t } = useTranslation();
  const list = usePagedResource(iot.getSimBalanceLogList, {}, { pageSize: PAGE_SIZE });
  return (
    <InfiniteList<BalanceLog>
      items={list.items}
      loading={list.loading}
      finished={list.finished}
      error={list.error}
      onLoad={() => void list.loadMore()}
      label={t('iot.orderLogs.ledger')}
      height={LIST_HEIGHT}
      itemHeight={LOG_ROW_HEIGHT}
      itemKey={(line) => line.id}
      empty={<Empty description={t('iot.orderLogs.emptyLedger')} />}
      renderItem={(line) => (
        <LogRow
          title={line.remark}
          time={dateTime(line.createdAt)}
          amount={`${line.money < 0 ? '-' : '+'}${formatMoney(Math.abs(line.money))}`}
          tone={line.money < 0 ? 'minus' : 'plus'}
          note={t('iot.orderLogs.after', { amount: formatAmount(line.after) })}
        />
      )}
    />
  );
}

/** Package orders, balance recharges and the balance ledger, each an infinite list. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const tab: Tab = TABS.includes(query.tab as Tab) ? (query.tab as Tab) : 'packages';
  return (
    <IotPage query={query}>
      <Tabs
        label={t('iot.orderLogs.tabs')}
        items={TABS.map((key) => ({ key, label: t(`iot.orderLogs.${key}`) }))}
        activeKey={tab}
        onChange={(key) =>
          void nav.redirectTo(buildUrl('/pages/iot/index/orderLogs/index', { ...query, tab: key }))
        }
      >
        {tab === 'packages' ? <PackageOrders /> : null}
        {tab === 'recharges' ? <RechargeOrders /> : null}
        {tab === 'ledger' ? <BalanceLedger /> : null}
      </Tabs>
    </IotPage>
  );
}
