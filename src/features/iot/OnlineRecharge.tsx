import { formatAmount } from '@/lib/money';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentSheets } from '@/components/iot/PaymentSheets';
import { ErrorView } from '@/components/ui/ErrorView';
import { LoadState } from '@/components/ui/LoadState';
import { nav } from '@/router/nav';
import type { Query } from '@/router/url';
import type { CreateOrder } from '@/features/data/cardOrders';
import { payAgain, startPayment, usePaymentSheets } from '@/features/data/payment';
import type { Resource } from '@/features/data/useResource';
import { Column, IotPage } from './layout';
import { PayChoice } from './PayChoice';
import {
  firstPayMethod,
  NoPayMethods,
  payLoadState,
  usePayMethods,
  usePayOptions,
} from './payMethods';
import { RechargePaid } from './RechargePaid';

/** What is being paid for, once the page's data says so. */
export interface OnlineOrder {
  amount: number;
  /** The lines above the way to pay (what it is, what it brings). */
  summary: ReactNode;
  /** Creates the order for the chosen way to pay (a maker of src/features/data/cardOrders). */
  create: CreateOrder;
}

export interface OnlineRechargeProps<T> {
  query: Query;
  /** What the order is chosen from (the recharge options, the activities), loaded by the page. */
  resource: Resource<T>;
  /** The order the page's query names in that data; null when it names none. */
  order: (data: T) => OnlineOrder | null;
  /** Shown when the query names nothing that exists. */
  missingTitle: string;
  /** Shown once the server confirms the payment. */
  paidTitle: string;
}

/**
 * A recharge paid online (WeChat Pay or Alipay): the order named by the page's query, the way to
 * pay, and the payment sheets; what it brings shows once the server confirms the payment.
 */
export function OnlineRecharge<T>({
  query,
  resource,
  order,
  missingTitle,
  paidTitle,
}: OnlineRechargeProps<T>) {
  const { t } = useTranslation();
  // Paid online: the ways the card's agent takes, the balance aside (it is what is recharged).
  const ways = usePayMethods({ balance: false });
  const options = usePayOptions(ways.methods);
  const [chosenType, setPayType] = useState('');
  const payType = chosenType || firstPayMethod(ways.methods, false);
  const sheets = usePaymentSheets();

  if (sheets.status === 'paid') {
    return (
      <IotPage query={query}>
        <RechargePaid title={paidTitle} />
      </IotPage>
    );
  }

  return (
    <IotPage query={query}>
      <LoadState {...payLoadState(resource, ways)} frame="block" rows={6}>
        {(data) => {
          const chosen = order(data);
          if (chosen && !ways.methods.length) return <NoPayMethods />;
          if (!chosen) {
            return (
              <ErrorView
                icon="info"
                title={missingTitle}
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
              amount: chosen.amount,
              create: () => chosen.create(payType),
            });
          };
          return (
            <Column>
              {chosen.summary}
              <PayChoice
                options={options}
                payType={payType}
                onPayTypeChange={setPayType}
                status={sheets.status}
                onPay={pay}
              >
                {t('iot.payment.payNow', { amount: formatAmount(chosen.amount) })}
              </PayChoice>
            </Column>
          );
        }}
      </LoadState>
      <PaymentSheets {...sheets} />
    </IotPage>
  );
}
