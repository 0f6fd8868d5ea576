import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './Loading';
import { theme } from '@/theme';

export interface PriceProps {
  /** The price in yuan (number or numeric string). */
  amount: number | string;
  /** Original price shown struck through after the price. */
  originalAmount?: number | string;
  /** Currency symbol (default '¥'). */
  currency?: string;
  /** Decimal places (default 2). */
  decimals?: number;
  /** Size of the integer part (default 'md'). */
  size?: 'sm' | 'md' | 'lg';
  /** Colour scheme: 'danger' (default, shop prices) or 'text'. */
  tone?: 'danger' | 'text';
}

const Root = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${theme.space.xs};
  white-space: nowrap;
`;

// Static classes, the tone and size as attribute selectors: drawing a price generates no style.
const Now = styled.span`
  color: ${theme.colors.danger};
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  &[data-tone='text'] {
    color: ${theme.colors.text};
  }
`;

const Small = styled.span`
  font-size: ${theme.fontSizes.sm};
`;

const Integer = styled.span`
  font-size: ${theme.fontSizes.xl};
  &[data-size='lg'] {
    font-size: ${theme.fontSizes.xxl};
  }
  &[data-size='sm'] {
    font-size: ${theme.fontSizes.md};
  }
`;

const Original = styled.s`
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.sm};
`;

/** Splits an amount into sign, integer and decimal strings; NaN shows as 0. */
export function splitAmount(amount: number | string, decimals = 2) {
  const value = Number(amount);
  const fixed = (Number.isFinite(value) ? Math.abs(value) : 0).toFixed(Math.max(0, decimals));
  const [integer, decimal = ''] = fixed.split('.');
  return { negative: Number.isFinite(value) && value < 0, integer, decimal };
}

/** What a struck-through price is, for screen readers (only prices that show one translate it). */
function OriginalLabel() {
  const { t } = useTranslation();
  return <VisuallyHidden>{t('ui.price.original')} </VisuallyHidden>;
}

/** A price: currency, large integer part, small decimals, and optionally the struck-through original. */
export function Price({
  amount,
  originalAmount,
  currency = '¥',
  decimals = 2,
  size = 'md',
  tone = 'danger',
}: PriceProps) {
  const { negative, integer, decimal } = splitAmount(amount, decimals);
  const original =
    originalAmount !== undefined && originalAmount !== ''
      ? splitAmount(originalAmount, decimals)
      : null;
  return (
    <Root>
      <Now data-tone={tone} data-testid="price">
        <Small>
          {negative ? '-' : ''}
          {currency}
        </Small>
        <Integer data-size={size}>{integer}</Integer>
        {decimal && <Small>.{decimal}</Small>}
      </Now>
      {original && (
        <Original>
          <OriginalLabel />
          {currency}
          {original.integer}
          {original.decimal && `.${original.decimal}`}
        </Original>
      )}
    </Root>
  );
}
