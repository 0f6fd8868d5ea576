import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { tone } from './tone';
import { theme } from '@/theme';

export interface ChoiceOption<V extends string | number = string> {
  /** Value reported by onChange. */
  value: V;
  /** Visible label, already translated. */
  label: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
  /** Greys the option out. */
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string | number = string> {
  /** The options. */
  options: readonly ChoiceOption<V>[];
  /** Selected value (undefined for none). */
  value: V | undefined;
  /** Called with the chosen value. */
  onChange: (value: V) => void;
  /** Group name shown as the legend (visible unless hideLegend). */
  legend: string;
  /** Keeps the legend for assistive technology only. */
  hideLegend?: boolean;
  /** Lays options side by side (default stacked). */
  horizontal?: boolean;
  /** Disables every option. */
  disabled?: boolean;
}

/** The group's frame, shared with CheckboxGroup so both read alike. */
export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/**
 * The group's question; `$hidden` keeps it for screen readers only. Floated, so it lays out as an
 * ordinary block: WebKit (Safari) lays a fieldset's own legend out twice until the first restyle,
 * leaving a gap the height of the legend that closes under the user's first tap.
 */
export const Legend = styled.legend<{ $hidden: boolean }>`
  float: left;
  box-sizing: border-box;
  width: 100%;
  padding: ${theme.space.md} ${theme.space.lg} ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
  ${({ $hidden }) =>
    $hidden
      ? 'position: absolute; float: none; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); padding: 0;'
      : ''}
`;

/** The options, in a column or (`$horizontal`) a wrapping row. */
export const Options = styled.div<{ $horizontal: boolean }>`
  clear: both;
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ $horizontal }) => ($horizontal ? theme.space.lg : '0')};
  padding: ${({ $horizontal }) => ($horizontal ? `0 ${theme.space.lg}` : '0')};
  background: ${theme.colors.surface};
`;

/** One option: its input, mark and text, tappable as a whole. */
export const OptionLabel = styled.label<{ $disabled: boolean; $horizontal: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  min-height: ${theme.sizes.tapTarget};
  padding: ${({ $horizontal }) =>
    $horizontal ? `${theme.space.md} 0` : `${theme.space.md} ${theme.space.lg}`};
  font-size: ${theme.fontSizes.md};
  color: ${({ $disabled }) => ($disabled ? theme.colors.textSecondary : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/** The native input, restyled: it stays focusable and is what assistive technology reads. */
export const ChoiceInput = styled.input`
  appearance: none;
  flex: none;
  width: 1.25em;
  height: 1.25em;
  margin: 0.125em 0 0;
  border: 1px solid ${theme.colors.textSecondary};
  background: ${theme.colors.surface};
  display: inline-grid;
  place-content: center;
  cursor: inherit;
  &[type='radio'] {
    border-radius: ${theme.radii.round};
  }
  &[type='checkbox'] {
    border-radius: ${theme.radii.sm};
  }
  &:checked {
    border-color: ${tone.brand(theme)};
    background: ${tone.brand(theme)};
  }
  &[type='radio']:checked::before {
    content: '';
    width: 0.5em;
    height: 0.5em;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.onBrand};
  }
  &[type='checkbox']:checked::before {
    content: '';
    width: 0.35em;
    height: 0.65em;
    margin-top: -0.15em;
    border: solid ${theme.colors.onBrand};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
  &:disabled {
    opacity: 0.5;
  }
`;

/** An option's label and description, one under the other. */
export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
`;

/** The smaller second line of an option. */
export const OptionDescription = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
`;

/** An option's label with its description under it, when it has one. */
export function OptionContent({ option }: { option: Pick<ChoiceOption, 'label' | 'description'> }) {
  return (
    <OptionText>
      {option.label}
      {option.description && <OptionDescription>{option.description}</OptionDescription>}
    </OptionText>
  );
}

/** A group of radio buttons (native inputs, restyled) with a legend. */
export function RadioGroup<V extends string | number = string>({
  options,
  value,
  onChange,
  legend,
  hideLegend = false,
  horizontal = false,
  disabled = false,
}: RadioGroupProps<V>) {
  const name = useId();
  return (
    <Fieldset disabled={disabled}>
      <Legend $hidden={hideLegend}>{legend}</Legend>
      <Options $horizontal={horizontal}>
        {options.map((option) => {
          const isDisabled = disabled || Boolean(option.disabled);
          return (
            <OptionLabel key={String(option.value)} $disabled={isDisabled} $horizontal={horizontal}>
              <ChoiceInput
                type="radio"
                name={name}
                value={String(option.value)}
                checked={value === option.value}
                disabled={isDisabled}
                onChange={() => onChange(option.value)}
              />
              <OptionContent option={option} />
            </OptionLabel>
          );
        })}
      </Options>
    </Fieldset>
  );
}
