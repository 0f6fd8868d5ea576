import { useTranslation } from 'react-i18next';
import * as iot from '@/api/declarations/iot';
import { ActivityList } from '@/components/iot/ActivityList';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { Column, IotPage, Paper } from '@/features/iot/layout';
import { LoadState } from '@/components/ui/LoadState';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** Recharge activities: pay once, get more credit and package coupons. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const resource = useResource(iot.getCouponChoose);
  return (
    <IotPage query={query}>
      <Column>
        <Paper>{t('iot.coupon.intro')}</Paper>
        <LoadState {...loadStateOf(resource)} frame="block" rows={6}>
          {(activities) => (
            <ActivityList
              activities={activities}
              onBuy={(activity) =>
                void nav.navigateTo(`/pages/iot/index/couponChoose/pay?activityId=${activity.id}`)
              }
            />
          )}
        </LoadState>
      </Column>
    </IotPage>
  );
}
