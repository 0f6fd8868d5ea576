import { formatMoney } from '@/lib/money';
import * as iot from '@/api/declarations/iot';
import { useTranslation } from 'react-i18next';
import { serverNow } from '@/api/serverTime';
import { CurrentPackage } from '@/components/iot/CurrentPackage';
import { LogRow } from '@/components/iot/LogRow';
import { calendarDaysUntil } from '@/components/iot/home/format';
import { parseServerDate } from '@/lib/dateTime';
import { Button } from '@/components/ui/Button';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { Column, Inset, IotPage } from '@/features/iot/layout';
import { dateOnly, dateTime } from '@/features/iot/format';
import { LoadState } from '@/components/ui/LoadState';
import { useResource, loadStateOf } from '@/features/data/useResource';
import { useSim } from '@/features/data/sim';
import { PayPerUseCard } from '@/features/iot/PayPerUseCard';

/** The card's current package, its active and upcoming package orders, and pay-per-use. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const sim = useSim().data ?? null;
  const resource = useResource(iot.getSimPackageList, { page: 1, pageSize: 50 });
  const end = parseServerDate(sim?.endAt);
  return (
    <IotPage query={query}>
      <Column>
        <CurrentPackage
          totalFlow={sim?.totalFlow ?? 0}
          useFlow={sim?.useFlow ?? 0}
          endDate={dateOnly(sim?.endAt)}
          daysLeft={end ? calendarDaysUntil(end, new Date(serverNow())) : 0}
        />
        <PayPerUseCard />
        <LoadState {...loadStateOf(resource)} frame="block" rows={3}>
          {(orders) => {
            const live = orders.list.filter((order) => order.status === 1 || order.status === 2);
            return (
              <CellGroup inset title={t('iot.packageInfo.orders')}>
                {live.length ? (
                  live.map((order) => (
                    <LogRow
                      key={order.id}
                      title={order.packageName}
                      detail={t('iot.orderLogs.period', {
                        start: dateOnly(order.startAt),
                        end: dateOnly(order.endAt),
                      })}
                      time={dateTime(order.createdAt)}
                      amount={formatMoney(order.payMoney)}
                      tone="neutral"
                      note={t(`iot.orderLogs.packageStatus${order.status as 1 | 2}`)}
                    />
                  ))
                ) : (
                  <Cell title={t('iot.packageInfo.none')} />
                )}
              </CellGroup>
            );
          }}
        </LoadState>
        <Inset>
          <Button
            variant="primary"
            block
            round
            onClick={() => void nav.navigateTo('/pages/iot/index/package/index')}
          >
            {t('iot.packageInfo.buyMore')}
          </Button>
          <Button
            block
            round
            onClick={() => void nav.navigateTo('/pages/iot/index/setRenew/index')}
          >
            {t('iot.packageInfo.renew')}
          </Button>
        </Inset>
      </Column>
    </IotPage>
  );
}
