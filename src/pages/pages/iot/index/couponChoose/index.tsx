import { useTranslation } from 'react-i18next';
import { getCouponChoose } from '@/api/iot';
import { ActivityList } from '@/components/iot/ActivityList';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { Column, IotPage, Loaded, Paper, useLoad } from '../../shared';

/** Recharge activities: pay once, get more credit and package coupons. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const { state, reload } = useLoad(getCouponChoose, []);
  return (
    <IotPage query={query}>
      <Column>
        <Paper>{t('iot.coupon.intro')}</Paper>
        <Loaded state={state} onRetry={() => void reload()}>
          {(activities) => (
            <ActivityList
              activities={activities}
              onBuy={(activity) =>
                void nav.navigateTo(`/pages/iot/index/couponChoose/pay?activityId=${activity.id}`)
              }
            />
          )}
        </Loaded>
      </Column>
    </IotPage>
  );
}
