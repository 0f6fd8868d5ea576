import { formatAmount } from '@/lib/money';
import { useTranslation } from 'react-i18next';
import * as iot from '@/api/declarations/iot';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import type { PageProps } from '@/router/types';
import { activityOrder } from '@/features/data/cardOrders';
import { useResource } from '@/features/data/useResource';
import { queryId } from '@/features/iot/format';
import { OnlineRecharge } from '@/features/iot/OnlineRecharge';

/** Pays a recharge activity online; credit and coupons arrive once the server confirms. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const activityId = queryId(query.activityId);
  const activities = useResource(iot.getCouponChoose);

  return (
    <OnlineRecharge
      query={query}
      resource={activities}
      missingTitle={t('iot.coupon.notFound')}
      paidTitle={t('iot.coupon.success')}
      order={(activities) => {
        const activity = activities.find((item) => item.id === activityId);
        if (!activity) return null;
        return {
          amount: activity.price,
          create: activityOrder(activity.id),
          summary: (
            <CellGroup inset title={activity.title}>
              <Cell
                title={t('iot.details.total')}
                value={t('iot.common.money', { amount: formatAmount(activity.price) })}
              />
              <Cell
                title={t('iot.coupon.faceValue', { value: formatAmount(activity.faceValue) })}
                label={activity.coupons
                  .map((coupon) =>
                    t('iot.coupon.couponItem', { name: coupon.name, count: coupon.count }),
                  )
                  .join(', ')}
              />
            </CellGroup>
          ),
        };
      }}
    />
  );
}
