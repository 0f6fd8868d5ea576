import { formatAmount } from '@/lib/money';
import * as points from '@/api/declarations/points';
import { missingQuery, queryOf } from '@/features/data/query';
import { useEffect, useState } from 'react';
import { IncompleteLink } from '@/components/ui/IncompleteLink';
import { useTranslation } from 'react-i18next';
import { repayShopOrder } from '@/api/iot';
import { PaymentSheets } from '@/components/iot/PaymentSheets';
import { LoadState } from '@/components/ui/LoadState';
import { ActionBar } from '@/components/ui/form/formStyles';
import { PointsOrderCard } from '@/components/iotServices/points/PointsOrderCard';
import { MainAction } from '@/components/ui/Button';
import { PaymentOutcome } from '@/components/ui/PaymentOutcome';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { i18next } from '@/i18n';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { resetPayment, startPayment, usePaymentSheets } from '@/features/data/payment';
import { afterOverlaysClose } from '@/components/ui/overlayHistory';
import { queryId } from '@/features/iot/format';
import { pointsPayOutcome } from '@/features/iotServices/points/cashierOutcome';
import { useImageResolver } from '@/features/iot/images';
import { useMutation } from '@/features/data/useMutation';
import { useResource } from '@/features/data/useResource';
import {
  firstPayMethod,
  NoPayMethods,
  payLoadState,
  usePayMethods,
} from '@/features/iot/payMethods';

/**
 * Pays the cash part of an unpaid points order; the order counts as paid once the server says so.
 * An order that no longer waits for payment says what that means (src/domain/paymentOutcome): paid
 * after the payment started here is received, opened past payment it is already paid, cancelled
 * after a payment attempt any amount taken is refunded.
 */
export default function PointsCashierPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = queryId(query.id);
  const image = useImageResolver();
  // The cash part is paid online: the ways the card's agent takes, the balance aside.
  const ways = usePayMethods({ balance: false });
  const [chosenType, setPayType] = useState('');
  const payType = chosenType || firstPayMethod(ways.methods, false);
  const sheets = usePaymentSheets();
  const { pending, mutate } = useMutation();
  // Whether this page started a payment of the order.
  const [attempted, setAttempted] = useState(false);
  // Without an id there is nothing to ask the server: the link is incomplete.
  const order = useResource(
    id ? queryOf(points.getShopOrderDetails, { id }) : missingQuery('no order'),
  );
  useEffect(() => () => resetPayment(), []);

  const pay = () =>
    mutate(async () => {
      const item = order.data;
      if (!item) return;
      setAttempted(true);
      const outcome = await startPayment({
        payType,
        amount: item.money,
        create: () => repayShopOrder({ id, payType }),
      });
      if (outcome === 'paid') {
        feedback.toast(String(i18next.t('iotServices.cashier.paid')), { kind: 'success' });
        await afterOverlaysClose();
        await nav.redirectTo(`/pages-sub/iot/integralShop/order/details?id=${id}`);
      } else {
        await order.reload();
      }
    });

  const toDetails = () => void nav.redirectTo(`/pages-sub/iot/integralShop/order/details?id=${id}`);

  if (!id) {
    return (
      <IncompleteLink
        actionLabel={t('iotServices.orders.allOrders')}
        onAction={() => void nav.redirectTo('/pages-sub/iot/integralShop/order/index')}
      />
    );
  }
  return (
    <LoadState {...payLoadState(order, ways)} frame="block">
      {(item) => (
        <>
          <PointsOrderCard order={item} resolveImage={image} onOpen={toDetails} />
          {item.status === 0 && !ways.methods.length ? (
            <NoPayMethods />
          ) : item.status === 0 ? (
            <>
              <RadioGroup
                legend={t('iotServices.cashier.payType')}
                value={payType}
                onChange={setPayType}
                options={ways.methods.map((value) => ({
                  value,
                  label: t(`iot.payment.${value}`),
                }))}
              />
              <ActionBar>
                <MainAction loading={pending} onClick={() => void pay()}>
                  {t('iotServices.cashier.pay', { money: formatAmount(item.money) })}
                </MainAction>
              </ActionBar>
            </>
          ) : (
            <ActionBar>
              <Settled status={item.status} attempted={attempted} onOrder={toDetails} />
            </ActionBar>
          )}
          <PaymentSheets {...sheets} />
        </>
      )}
    </LoadState>
  );
}

/** What the order's status means once it no longer waits for payment. */
function Settled({
  status,
  attempted,
  onOrder,
}: {
  status: number;
  attempted: boolean;
  onOrder: () => void;
}) {
  const { t } = useTranslation();
  const outcome = pointsPayOutcome(status, attempted);
  if (!outcome) return null;
  const { service, ...shown } = outcome;
  return (
    <PaymentOutcome
      {...shown}
      actionLabel={t('iotServices.cashier.outcome.viewOrder')}
      onAction={onOrder}
      serviceLabel={t('iotServices.cashier.outcome.contactService')}
      onService={service ? () => void nav.navigateTo('/pages/iot/index/customer/index') : undefined}
    />
  );
}
