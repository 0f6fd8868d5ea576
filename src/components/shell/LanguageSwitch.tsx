import { useId } from 'react';
import styled from 'styled-components';

export interface LanguageOption {
  /** Locale code, e.g. 'zh-Hans'. */
  value: string;
  /** The language's own name, e.g. '简体中文'. */
  label: string;
}

export interface LanguageSwitchProps {
  /** The selected locale. */
  value: string;
  /** The locales on offer. */
  options: readonly LanguageOption[];
  /** Visible group label, translated. */
  legend: string;
  /** Called with the chosen locale. */
  onChange: (value: string) => void;
}

const Group = styled.div`
  background: ${({ theme }) => theme.colors.surface};
`;

const Legend = styled.div`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.text)};
  cursor: pointer;

  input {
    width: 1.6rem;
    height: 1.6rem;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** A list of languages, each in its own name, with the current one checked. */
export function LanguageSwitch({ value, options, legend, onChange }: LanguageSwitchProps) {
  const legendId = useId();
  return (
    <Group role="radiogroup" aria-labelledby={legendId}>
      <Legend id={legendId}>{legend}</Legend>
      {options.map((option) => (
        <Option key={option.value} $checked={option.value === value} lang={option.value}>
          <span>{option.label}</span>
          <input
            type="radio"
            name="language"
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
        </Option>
      ))}
    </Group>
  );
}
