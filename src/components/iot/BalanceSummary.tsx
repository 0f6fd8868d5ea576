import { formatAmount } from '@/lib/money';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { theme } from '@/theme';

export interface BalanceSummaryProps {
  /** Balance in yuan. */
  balance: number;
  /** Arrears in yuan (0 for none). */
  arrears: number;
  /** The number recharged: the device number for a device, else the card number. */
  number: string;
  /** Whether the card is a device (sourceType 2): the number is labelled device number. */
  isDevice: boolean;
}

const Card = styled.section`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0 ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};
`;

const Label = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.regular};
`;

const Amount = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.display};
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Line = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Arrears = styled.p`
  justify-self: start;
  margin: 0;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;

/** The card's balance with arrears, and the number a top-up goes to. */
export function BalanceSummary({ balance, arrears, number, isDevice }: BalanceSummaryProps) {
  const { t } = useTranslation();
  return (
    <Card aria-label={t('iot.balance.current')}>
      <Label>{t('iot.balance.current')}</Label>
      <Amount>{t('iot.common.money', { amount: formatAmount(balance) })}</Amount>
      {arrears > 0 ? (
        <>
          <Arrears>{t('iot.balance.arrears', { amount: formatAmount(arrears) })}</Arrears>
          <Line>{t('iot.balance.arrearsHint')}</Line>
        </>
      ) : null}
      <Line>
        {isDevice ? t('iot.common.deviceNo') : t('iot.common.rechargeNo')}: {number}
      </Line>
    </Card>
  );
}
