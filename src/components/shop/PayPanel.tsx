import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Loading } from '@/components/ui/Loading';
import { Price } from '@/components/ui/Price';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Card, CardTitle, Muted, Stack } from './parts';

/**
 * Where a payment stands: never 'paid' until the server says the order is paid; 'ended' when the
 * order is in any other state than waiting for payment (cancelled, not accepted, shipped, unknown).
 */
export type PayStage = 'choose' | 'waiting' | 'paid' | 'unconfirmed' | 'ended';

const Breakdown = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  & dl {
    margin: 0 0 ${({ theme }) => theme.space.xs};
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
  /** With stage 'ended': the order's status in words, translated (e.g. 'Cancelled'). */
  orderStatus?: string;
  /** With stage 'ended': what that status means for the shopper, translated. */
  orderStatusHint?: string;
}

const Status = styled.div`
  padding: ${({ theme }) => theme.space.md} 0;
  text-align: center;
`;

const Big = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** What an order status means, with room before the button under it. */
const Hint = styled(Muted)`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Amount = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space.sm} 0;
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
  orderStatus = '',
  orderStatusHint,
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
      {stage === 'paid' ? (
        <Status role="status">
          <Big>{t('shop.pay.paid')}</Big>
          <Button variant="primary" round onClick={onDone}>
            {t('shop.pay.viewOrders')}
          </Button>
        </Status>
      ) : stage === 'ended' ? (
        <Status role="status">
          <Big>{t('shop.pay.orderStatus', { status: orderStatus })}</Big>
          {orderStatusHint && <Hint>{orderStatusHint}</Hint>}
          <Button variant="primary" round onClick={onDone}>
            {t('shop.pay.viewOrders')}
          </Button>
        </Status>
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
