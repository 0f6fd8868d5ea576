import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { BalanceOption } from '@/domain/iot';
import { FormField } from '@/components/ui/FormField';
import { filledField } from '@/components/ui/form/fieldStyles';
import { theme } from '@/theme';

export interface AmountOptionsProps {
  /** The recharge options. */
  options: readonly BalanceOption[];
  /** Id of the chosen option, 0 when the custom amount is used. */
  selectedId: number;
  /** The custom amount typed so far. */
  custom: string;
  /** Message under the custom amount, translated. */
  error?: string;
  /** The user chose an option. */
  onSelect: (id: number) => void;
  /** The custom amount changed (choosing it clears the option). */
  onCustomChange: (value: string) => void;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${theme.space.sm};
`;

const Option = styled.button<{ $active: boolean }>`
  display: grid;
  gap: ${theme.space.xxs};
  min-height: calc(${theme.sizes.tapTarget} * 1.4);
  padding: ${theme.space.sm};
  border: 2px solid ${({ $active }) => ($active ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${({ $active }) => ($active ? theme.colors.brandSoft : theme.colors.surface)};
  color: ${theme.colors.text};
  text-align: center;
  strong {
    font-size: ${theme.fontSizes.xl};
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${theme.colors.danger};
    font-size: ${theme.fontSizes.xs};
  }
`;

const Input = styled.input`
  ${filledField}
`;

/** Recharge amounts as tiles with their bonus, and a custom amount. */
export function AmountOptions({
  options,
  selectedId,
  custom,
  error,
  onSelect,
  onCustomChange,
}: AmountOptionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Grid role="group" aria-label={t('iot.balance.choose')}>
        {options.map((option) => (
          <Option
            key={option.id}
            type="button"
            $active={option.id === selectedId}
            aria-pressed={option.id === selectedId}
            onClick={() => onSelect(option.id)}
          >
            <strong>{t('iot.common.money', { amount: option.money })}</strong>
            {option.giveMoney > 0 ? (
              <span>{t('iot.balance.bonus', { amount: option.giveMoney })}</span>
            ) : null}
          </Option>
        ))}
      </Grid>
      <FormField label={t('iot.balance.custom')} error={error}>
        {(control) => (
          <Input
            {...control}
            value={custom}
            inputMode="decimal"
            maxLength={8}
            placeholder={t('iot.balance.customPlaceholder')}
            onChange={(event) => onCustomChange(event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}

/** A custom recharge amount: 1 to 5000 yuan with at most two decimals; null when invalid. */
export function parseAmount(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return amount >= 1 && amount <= 5000 ? amount : null;
}
