import { formatAmount } from '@/lib/money';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Popup } from '@/components/ui/Popup';
import { Button } from '@/components/ui/Button';
import { Loading } from '@/components/ui/Loading';
import { Price } from '@/components/ui/Price';
import { PaymentKeyboard } from '@/components/iot/home/PaymentKeyboard';
import { PaymentOutcome } from '@/components/ui/PaymentOutcome';
import { OpenInBrowser } from '@/components/ui/OpenInBrowser';
import { theme } from '@/theme';

export type PaymentSheetsStatus =
  'idle' | 'paying' | 'confirming' | 'paid' | 'unpaid' | 'closed' | 'failed';
export type PaymentSheetsStep = 'password' | 'creating' | 'cashier' | 'browser' | null;

export interface PaymentSheetsProps {
  /** Where the payment is (see src/stores/payment.ts). */
  status: PaymentSheetsStatus;
  /** Which sheet shows while paying. */
  step: PaymentSheetsStep;
  /** Amount to pay in yuan. */
  amount: number;
  /** 'balance', 'wechat' or 'alipay'. */
  payType: string;
  /** Order number once the order exists. */
  orderSn: string;
  /** 'wrong' after a rejected pay password. */
  passwordError: '' | 'wrong';
  /** The result panel was closed. */
  dismissed: boolean;
  /** A call is running: the sheet's button spins and ignores taps. */
  busy: boolean;
  /** The last digit of the pay password was entered. */
  onPassword: (password: string) => void;
  /** The user pays at the cashier. */
  onPay: () => void;
  /** The user wants to pay the unpaid order again. */
  onPayAgain: () => void;
  /** The user closed a sheet (nothing bought before the order exists; unpaid afterwards). */
  onCancel: () => void;
  /** The user closed the unpaid or closed panel. */
  onDismiss: () => void;
  /** To customer service, offered when the order was closed after the payment attempt. */
  onService?: () => void;
  /** The user forgot the pay password; the link shows only when given. */
  onForgotPassword?: () => void;
  /** The link to go on paying at in a browser (step 'browser': Alipay inside WeChat). */
  browserUrl?: string;
  /** The shopper says the payment was made in the browser. */
  onPaidInBrowser?: () => void;
  /** The browser link is on the clipboard. */
  onLinkCopied?: (label: string) => void;
}

const Body = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg};
  padding-bottom: calc(${theme.space.lg} + env(safe-area-inset-bottom));
  text-align: center;
`;

const Line = styled.p`
  margin: 0;
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Amount = styled.div`
  display: flex;
  justify-content: center;
`;

const Actions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;

/** The sheets of the payment step: pay password, order creation, cashier, confirmation, unpaid. */
export function PaymentSheets({
  status,
  step,
  amount,
  payType,
  orderSn,
  passwordError,
  dismissed,
  busy,
  onPassword,
  onPay,
  onPayAgain,
  onCancel,
  onDismiss,
  onForgotPassword,
  onService,
  browserUrl = '',
  onPaidInBrowser,
  onLinkCopied = () => {},
}: PaymentSheetsProps) {
  const { t } = useTranslation();
  const paying = status === 'paying';
  const payTypeLabel =
    payType === 'alipay'
      ? t('iot.payment.alipay')
      : payType === 'balance'
        ? t('iot.payment.balance')
        : t('iot.payment.wechat');
  return (
    <>
      <PaymentKeyboard
        open={paying && step === 'password'}
        amount={amount}
        error={passwordError === 'wrong' ? t('iot.payment.wrongPassword') : null}
        verifying={busy}
        onComplete={onPassword}
        onForgot={onForgotPassword}
        onClose={onCancel}
      />
      <Popup
        open={paying && step === 'creating'}
        position="center"
        onClose={onCancel}
        showClose={false}
        closeOnOverlay={false}
        ariaLabel={t('iot.payment.creating')}
      >
        <Body>
          <Loading vertical>{t('iot.payment.creating')}</Loading>
        </Body>
      </Popup>
      <Popup
        open={paying && step === 'cashier'}
        onClose={onCancel}
        title={t('iot.payment.cashierTitle')}
        closeOnOverlay={false}
      >
        <Body>
          <Amount>
            <Price amount={amount} size="lg" />
          </Amount>
          <Line>{t('iot.payment.orderSn', { orderSn })}</Line>
          <Line>{t('iot.payment.payWith', { payType: payTypeLabel })}</Line>
          <Button variant="primary" size="large" block round loading={busy} onClick={onPay}>
            {t('iot.payment.payNow', { amount: formatAmount(amount) })}
          </Button>
        </Body>
      </Popup>
      <OpenInBrowser
        open={paying && step === 'browser'}
        url={browserUrl}
        onCopied={onLinkCopied}
        onDone={onPaidInBrowser}
        onClose={onCancel}
      />
      <Popup
        open={status === 'confirming'}
        position="center"
        onClose={onCancel}
        showClose={false}
        closeOnOverlay={false}
        title={t('iot.payment.confirmingTitle')}
      >
        <Body>
          <Loading vertical>{t('iot.payment.confirming')}</Loading>
          <Button block round onClick={onCancel}>
            {t('iot.payment.notPaid')}
          </Button>
        </Body>
      </Popup>
      <Popup
        open={status === 'unpaid' && !!orderSn && !dismissed}
        position="center"
        onClose={onDismiss}
        showClose={false}
        title={t('iot.payment.unpaidTitle')}
      >
        <Body>
          <Line>{t('iot.payment.unpaid')}</Line>
          <Actions>
            <Button variant="primary" block round onClick={onPayAgain}>
              {t('iot.payment.payAgain')}
            </Button>
            <Button block round onClick={onDismiss}>
              {t('iot.payment.later')}
            </Button>
          </Actions>
        </Body>
      </Popup>
      <Popup
        open={status === 'closed' && !dismissed}
        position="center"
        onClose={onDismiss}
        showClose={false}
        ariaLabel={t('iot.payment.closedTitle')}
      >
        <Body>
          <PaymentOutcome
            kind="refunded"
            title={t('iot.payment.closedTitle')}
            detail={t('iot.payment.closedRefund')}
            actionLabel={t('iot.payment.close')}
            onAction={onDismiss}
            serviceLabel={t('iot.payment.contactService')}
            onService={onService}
          />
        </Body>
      </Popup>
    </>
  );
}
