import {
  ChoiceInput,
  Fieldset,
  Legend,
  OptionContent,
  OptionLabel,
  Options,
  type ChoiceOption,
} from './RadioGroup';

export interface CheckboxGroupProps<V extends string | number = string> {
  /** The options. */
  options: readonly ChoiceOption<V>[];
  /** Checked values, in option order. */
  value: readonly V[];
  /** Called with the new list of checked values. */
  onChange: (value: V[]) => void;
  /** Group name shown as the legend (visible unless hideLegend). */
  legend: string;
  /** Keeps the legend for assistive technology only. */
  hideLegend?: boolean;
  /** Most options that can be checked; the rest are disabled when reached (default no limit). */
  max?: number;
  /** Lays options side by side (default stacked). */
  horizontal?: boolean;
  /** Disables every option. */
  disabled?: boolean;
}

/** A group of checkboxes (native inputs, restyled) with a legend and an optional maximum. */
export function CheckboxGroup<V extends string | number = string>({
  options,
  value,
  onChange,
  legend,
  hideLegend = false,
  max,
  horizontal = false,
  disabled = false,
}: CheckboxGroupProps<V>) {
  const full = max !== undefined && value.length >= max;
  const toggle = (option: V, checked: boolean) => {
    const next = checked ? [...value, option] : value.filter((v) => v !== option);
    onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <Fieldset disabled={disabled}>
      <Legend $hidden={hideLegend}>{legend}</Legend>
      <Options $horizontal={horizontal}>
        {options.map((option) => {
          const checked = value.includes(option.value);
          const isDisabled = disabled || Boolean(option.disabled) || (full && !checked);
          return (
            <OptionLabel key={String(option.value)} $disabled={isDisabled} $horizontal={horizontal}>
              <ChoiceInput
                type="checkbox"
                value={String(option.value)}
                checked={checked}
                disabled={isDisabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <OptionContent option={option} />
            </OptionLabel>
          );
        })}
      </Options>
    </Fieldset>
  );
}
