import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Loading } from '@/components/ui/Loading';
import { Price } from '@/components/ui/Price';
import { PaymentOutcome, type PaymentOutcomeProps } from '@/components/ui/PaymentOutcome';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Card, CardTitle, Muted, Stack } from './parts';
import { theme } from '@/theme';

/**
 * Where a payment stands: 'settled' once the order no longer waits for payment, whatever its state
 * (the outcome says what that state means: received, already paid, refunded, ended, unknown).
 */
export type PayStage = 'choose' | 'waiting' | 'unconfirmed' | 'settled';

/** With stage 'settled': what the order's status says about the payment, translated. */
export type PayOutcome = Pick<PaymentOutcomeProps, 'kind' | 'title' | 'detail'>;

const Breakdown = styled.div`
  margin: 0 0 ${theme.space.sm};
  padding: ${theme.space.xs} 0;
  border-top: 1px solid ${theme.colors.border};

  & dl {
    margin: 0 0 ${theme.space.xs};
  }

  & dl > div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
  }

  & dt,
  & dd {
    margin: 0;
  }
`;

export interface PayPanelProps {
  /** Order number. */
  orderSn: string;
  /** Goods name. */
  goodsName: string;
  /** Amount to pay. */
  amount: number;
  /** Prepaid credit of the chosen number: listed and explained, not part of the amount. */
  prestore?: number;
  /** Payment types offered ('wechat', 'alipay', 'balance'). */
  payTypes: readonly string[];
  /** Chosen payment type. */
  payType: string;
  /** Called with the chosen payment type. */
  onPayTypeChange: (payType: string) => void;
  /** Where the payment stands. */
  stage: PayStage;
  /** Whether the pay call is running. */
  paying: boolean;
  /** Called to pay (or pay again). */
  onPay: () => void;
  /** Called to ask the server again whether the order is paid. */
  onCheck: () => void;
  /** Called after payment to see the order. */
  onDone: () => void;
  /** Address of the payment page when the browser blocked opening it ('' otherwise). */
  blockedUrl?: string;
  /** With stage 'settled': the outcome (src/domain/paymentOutcome) in words. */
  outcome?: PayOutcome;
  /** Called to reach customer service; offered with the outcome when given. */
  onService?: () => void;
}

const Status = styled.div`
  padding: ${theme.space.md} 0;
  text-align: center;
`;

const Big = styled.p`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
`;

const Amount = styled.div`
  text-align: center;
  padding: ${theme.space.sm} 0;
`;

/** Pay an order: amount, payment type, and the state confirmed by the server. */
export function PayPanel({
  orderSn,
  goodsName,
  amount,
  prestore = 0,
  payTypes,
  payType,
  onPayTypeChange,
  stage,
  paying,
  onPay,
  onCheck,
  onDone,
  blockedUrl,
  outcome,
  onService,
}: PayPanelProps) {
  const { t } = useTranslation();
  const label = (type: string) =>
    ['wechat', 'alipay', 'balance'].includes(type)
      ? t(`shop.pay.types.${type as 'wechat' | 'alipay' | 'balance'}`)
      : type;
  return (
    <Card aria-labelledby="pay-title">
      <CardTitle id="pay-title">{goodsName}</CardTitle>
      <Muted>{t('shop.orders.sn', { sn: orderSn })}</Muted>
      <Amount>
        <Price amount={amount} size="lg" />
      </Amount>
      {prestore > 0 && (
        <Breakdown role="group" aria-label={t('shop.pay.breakdown')}>
          <dl>
            <div>
              <dt>{t('shop.pay.numberFee')}</dt>
              <dd>
                <Price amount={amount} size="sm" />
              </dd>
            </div>
            <div>
              <dt>{t('shop.pay.prestore')}</dt>
              <dd>
                <Price amount={prestore} size="sm" />
              </dd>
            </div>
          </dl>
          <Muted>{t('shop.pay.prestoreHint')}</Muted>
        </Breakdown>
      )}
      {stage === 'settled' ? (
        outcome && (
          <PaymentOutcome
            {...outcome}
            actionLabel={t('shop.pay.viewOrders')}
            onAction={onDone}
            serviceLabel={t('shop.pay.outcome.contactService')}
            onService={onService}
          />
        )
      ) : stage === 'waiting' ? (
        <Status>
          <Loading vertical>{t('shop.pay.waiting')}</Loading>
          <Muted>{t('shop.pay.waitingHint')}</Muted>
          {blockedUrl && (
            <p>
              <a href={blockedUrl} target="_blank" rel="noreferrer">
                {t('shop.pay.openCashier')}
              </a>
            </p>
          )}
        </Status>
      ) : (
        <Stack>
          {stage === 'unconfirmed' && (
            <Status role="alert">
              <Big>{t('shop.pay.unconfirmed')}</Big>
              <Muted>{t('shop.pay.unconfirmedHint')}</Muted>
              <Button round onClick={onCheck}>
                {t('shop.pay.check')}
              </Button>
            </Status>
          )}
          {payTypes.length ? (
            <RadioGroup
              legend={t('shop.pay.method')}
              options={payTypes.map((type) => ({ value: type, label: label(type) }))}
              value={payType}
              onChange={onPayTypeChange}
            />
          ) : (
            <Muted>{t('shop.pay.noMethod')}</Muted>
          )}
          <Button
            variant="primary"
            size="large"
            block
            round
            loading={paying}
            disabled={!payType}
            onClick={onPay}
          >
            {t('shop.pay.payNow')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
