import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCouponOrder, getCouponChoose } from '@/api/iot';
import { PaymentSheets } from '@/components/iot/PaymentSheets';
import { ErrorView } from '@/components/shell/ErrorView';
import { Button } from '@/components/ui/Button';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { RechargePaid } from '@/features/iot/RechargePaid';
import { payAgain, startPayment, usePaymentSheets } from '@/stores/payment';
import { Column, Inset, IotPage } from '@/features/iot/layout';
import { LoadState } from '@/components/ui/LoadState';
import { money, queryId } from '@/features/iot/format';
import { useResource } from '@/features/data/useResource';

const ONLINE = ['wechat', 'alipay'] as const;

/** Pays a recharge activity online; credit and coupons arrive once the server confirms. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const activityId = queryId(query.activityId);
  const resource = useResource(getCouponChoose, []);
  const [payType, setPayType] = useState<string>('wechat');
  const sheets = usePaymentSheets();

  if (sheets.status === 'paid') {
    return (
      <IotPage query={query}>
        <RechargePaid title={t('iot.coupon.success')} />
      </IotPage>
    );
  }

  return (
    <IotPage query={query}>
      <LoadState
        data={resource.data}
        loading={resource.loading}
        error={resource.error}
        onRetry={() => void resource.reload()}
        frame="block"
        rows={6}
      >
        {(activities) => {
          const activity = activities.find((item) => item.id === activityId);
          if (!activity) {
            return (
              <ErrorView
                icon="info"
                title={t('iot.coupon.notFound')}
                actionLabel={t('common.back')}
                onAction={() => void nav.navigateBack()}
              />
            );
          }
          const pay = () => {
            if (sheets.status === 'unpaid') {
              void payAgain();
              return;
            }
            void startPayment({
              payType,
              amount: activity.price,
              create: () => createCouponOrder({ activityId: activity.id, payType }),
            });
          };
          return (
            <Column>
              <CellGroup inset title={activity.title}>
                <Cell
                  title={t('iot.details.total')}
                  value={t('iot.common.money', { amount: money(activity.price) })}
                />
                <Cell
                  title={t('iot.coupon.faceValue', { value: money(activity.faceValue) })}
                  label={activity.coupons
                    .map((coupon) =>
                      t('iot.coupon.couponItem', { name: coupon.name, count: coupon.count }),
                    )
                    .join(', ')}
                />
              </CellGroup>
              <Inset>
                <RadioGroup
                  legend={t('iot.payment.payType')}
                  options={ONLINE.map((value) => ({ value, label: t(`iot.payment.${value}`) }))}
                  value={payType}
                  disabled={sheets.status === 'unpaid'}
                  onChange={setPayType}
                />
                <Button
                  variant="primary"
                  size="large"
                  block
                  round
                  loading={sheets.status === 'paying' || sheets.status === 'confirming'}
                  onClick={pay}
                >
                  {t('iot.payment.payNow', { amount: money(activity.price) })}
                </Button>
              </Inset>
            </Column>
          );
        }}
      </LoadState>
      <PaymentSheets {...sheets} />
    </IotPage>
  );
}
