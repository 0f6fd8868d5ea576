import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MainAction } from '@/components/ui/Button';
import type { ChoiceOption } from '@/components/ui/RadioGroup';
import { RadioGroup } from '@/components/ui/RadioGroup';
import type { PaymentStatus } from '@/features/data/payment';
import { Inset } from './layout';

export interface PayChoiceProps {
  /** The ways to pay, already labelled. */
  options: readonly ChoiceOption[];
  payType: string;
  onPayTypeChange: (payType: string) => void;
  /** Where the payment sheets are: an unpaid order keeps its way to pay, paying shows a spinner. */
  status: PaymentStatus;
  /** The button's words (the amount to pay, or why it cannot be bought). */
  children: ReactNode;
  disabled?: boolean;
  onPay: () => void;
}

/** The way-to-pay choice and the pay button at the foot of every card checkout. */
export function PayChoice({
  options,
  payType,
  onPayTypeChange,
  status,
  children,
  disabled,
  onPay,
}: PayChoiceProps) {
  const { t } = useTranslation();
  return (
    <Inset>
      <RadioGroup
        legend={t('iot.payment.payType')}
        options={options}
        value={payType}
        disabled={status === 'unpaid'}
        onChange={onPayTypeChange}
      />
      <MainAction
        disabled={disabled}
        loading={status === 'paying' || status === 'confirming'}
        onClick={onPay}
      >
        {children}
      </MainAction>
    </Inset>
  );
}
