import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBalanceOrder, getBalanceChoose } from '@/api/iot';
import { parseAmount } from '@/components/iot/AmountOptions';
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
import { useSimInfo } from '@/features/iot/card';

const ONLINE = ['wechat', 'alipay'] as const;

/** Pays a balance recharge online; the balance shows once the server confirms the payment. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const sim = useSimInfo();
  const optionId = queryId(query.optionId);
  const customMoney = optionId ? null : parseAmount(query.money ?? '');
  const resource = useResource(getBalanceChoose, []);
  const [payType, setPayType] = useState<string>('wechat');
  const sheets = usePaymentSheets();
  const isDevice = sim?.sourceType === 2;

  if (sheets.status === 'paid') {
    return (
      <IotPage query={query}>
        <RechargePaid title={t('iot.balance.success')} />
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
        {(options) => {
          const option = optionId ? options.find((item) => item.id === optionId) : undefined;
          const amount = option?.money ?? customMoney;
          if (!amount) {
            return (
              <ErrorView
                icon="info"
                title={t('iot.balance.invalidOption')}
                actionLabel={t('common.back')}
                onAction={() => void nav.navigateBack()}
              />
            );
          }
          const bonus = option?.giveMoney ?? 0;
          const pay = () => {
            if (sheets.status === 'unpaid') {
              void payAgain();
              return;
            }
            void startPayment({
              payType,
              amount,
              create: () =>
                createBalanceOrder(
                  option ? { optionId: option.id, payType } : { money: amount, payType },
                ),
            });
          };
          return (
            <Column>
              <CellGroup inset>
                <Cell
                  title={isDevice ? t('iot.common.deviceNo') : t('iot.common.rechargeNo')}
                  value={(isDevice ? sim?.deviceNo : sim?.simNo) || sim?.simNo}
                />
                <Cell
                  title={t('iot.titles.balancePay')}
                  value={
                    bonus > 0
                      ? t('iot.balance.summaryBonus', {
                          amount: money(amount),
                          bonus: money(bonus),
                        })
                      : t('iot.balance.summary', { amount: money(amount) })
                  }
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
                  {t('iot.payment.payNow', { amount: money(amount) })}
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
