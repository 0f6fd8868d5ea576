import { useId } from 'react';
import { VisuallyHidden } from '@/components/ui/Loading';
import styled from 'styled-components';
import { theme } from '@/theme';

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
  /**
   * `list` (default): a row per language under the visible legend, for a settings list such as
   * Mine. `compact`: the languages side by side on one line, right-aligned, with a globe and the
   * legend for screen readers, for the top of a page such as the card login.
   */
  variant?: 'list' | 'compact';
}

const Group = styled.div`
  background: ${theme.colors.surface};
`;

const Legend = styled.div`
  margin: 0;
  padding: ${theme.space.md} ${theme.space.lg} ${theme.space.xs};
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.sm};
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.lg};
  border-top: 1px solid ${theme.colors.border};
  color: ${({ $checked }) => ($checked ? theme.colors.brand : theme.colors.text)};
  cursor: pointer;

  input {
    width: 1.6rem;
    height: 1.6rem;
    accent-color: ${theme.colors.brand};
  }
`;

/** The compact variant's line: the globe and the languages, at the right edge of the page. */
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs} ${theme.space.lg} 0;
  background: ${theme.colors.surface};
`;

const Globe = styled.svg`
  flex: none;
  width: 1.25em;
  height: 1.25em;
  color: ${theme.colors.textSecondary};
  fill: none;
  stroke: currentColor;
  stroke-width: 1.6;
`;

/** One language of the compact line: the whole height a finger needs, a pill drawn inside. */
const Pill = styled.label<{ $checked: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.tapTarget};
  cursor: pointer;

  span {
    padding: ${theme.space.xxs} ${theme.space.sm};
    border: 1px solid ${({ $checked }) => ($checked ? theme.colors.brand : theme.colors.divider)};
    border-radius: ${theme.radii.round};
    background: ${({ $checked }) => ($checked ? theme.colors.brandSoft : theme.colors.surface)};
    color: ${({ $checked }) => ($checked ? theme.colors.brand : theme.colors.text)};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    white-space: nowrap;
  }

  /* The radio stays in the page for keyboards and screen readers; the pill shows its state. */
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  &:has(input:focus-visible) span {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** A list of languages, each in its own name, with the current one checked. */
export function LanguageSwitch({
  value,
  options,
  legend,
  onChange,
  variant = 'list',
}: LanguageSwitchProps) {
  const legendId = useId();
  const radio = (option: LanguageOption) => (
    <input
      type="radio"
      name={`language-${legendId}`}
      value={option.value}
      checked={option.value === value}
      onChange={() => onChange(option.value)}
    />
  );
  if (variant === 'compact') {
    return (
      <Bar role="radiogroup" aria-labelledby={legendId}>
        <Globe viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z" />
        </Globe>
        <VisuallyHidden id={legendId}>{legend}</VisuallyHidden>
        {options.map((option) => (
          <Pill key={option.value} $checked={option.value === value} lang={option.value}>
            {radio(option)}
            <span>{option.label}</span>
          </Pill>
        ))}
      </Bar>
    );
  }
  return (
    <Group role="radiogroup" aria-labelledby={legendId}>
      <Legend id={legendId}>{legend}</Legend>
      {options.map((option) => (
        <Option key={option.value} $checked={option.value === value} lang={option.value}>
          <span>{option.label}</span>
          {radio(option)}
        </Option>
      ))}
    </Group>
  );
}
