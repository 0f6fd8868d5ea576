import styled from 'styled-components';
import { theme } from '@/theme';

export interface OperatorFilterOption {
  /** '' for all, '-99' for featured, else the operator type. */
  value: string;
  /** Visible label, already translated. */
  label: string;
}

export interface OperatorFilterProps {
  /** The choices in order: all, featured (when suggest is on), then the operator dictionary. */
  options: readonly OperatorFilterOption[];
  /** The chosen value. */
  value: string;
  /** Called with the chosen value. */
  onChange: (value: string) => void;
  /** Accessible name of the group. */
  label: string;
}

const Bar = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs} ${theme.space.md};
  overflow-x: auto;
  scrollbar-width: none;
`;

// The chosen chip is styled by its pressed state: one rule for every chip.
const Chip = styled.button`
  flex: none;
  min-height: 2rem;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandSoft};
    color: ${theme.colors.brand};
  }
`;

/** The operator filter of the shop: one chip per choice, one chosen. */
export function OperatorFilter({ options, value, onChange, label }: OperatorFilterProps) {
  return (
    <Bar role="group" aria-label={label}>
      {options.map((option) => (
        <Chip
          key={option.value || 'all'}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Chip>
      ))}
    </Bar>
  );
}
