import { formatAmount } from '@/lib/money';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tileButton } from '../../ui/buttonReset';
import { theme } from '@/theme';

export interface AssetPanelProps {
  /** Balance in yuan. */
  balance: number;
  /** Points. */
  integral: number;
  /** Coupon coins. */
  couponCoin: number;
  /** Opens the balance. */
  onBalance: () => void;
  /** Opens the points ledger. */
  onPoints: () => void;
  /** Opens coupon exchange. */
  onCoins: () => void;
}

const Grid = styled.section`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  margin: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`;

const Item = styled.button`
  ${tileButton}
  padding: ${theme.space.md} ${theme.space.xs};
`;

const Value = styled.span`
  max-width: 100%;
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Label = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
`;

/** The card's assets: balance, points and coupon coins, each opening its own page. */
export function AssetPanel({
  balance,
  integral,
  couponCoin,
  onBalance,
  onPoints,
  onCoins,
}: AssetPanelProps) {
  const { t } = useTranslation();
  return (
    <Grid aria-label={t('iotServices.user.assets')}>
      <Item type="button" onClick={onBalance}>
        <Value>{formatAmount(balance)}</Value>
        <Label>{t('iotServices.user.balance')}</Label>
      </Item>
      <Item type="button" onClick={onPoints}>
        <Value>{integral}</Value>
        <Label>{t('iotServices.user.points')}</Label>
      </Item>
      <Item type="button" onClick={onCoins}>
        <Value>{couponCoin}</Value>
        <Label>{t('iotServices.user.coins')}</Label>
      </Item>
    </Grid>
  );
}
