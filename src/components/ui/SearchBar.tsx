import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { fieldFont } from './form/fieldStyles';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { theme } from '@/theme';

export interface SearchBarProps {
  /** Current text. */
  value: string;
  /** Called on every change. */
  onChange: (value: string) => void;
  /** Called with the text when the user submits (keyboard search key or the button). */
  onSearch: (value: string) => void;
  /** Called after the clear button empties the field. */
  onClear?: () => void;
  /** Placeholder (default the translated 'Search'). */
  placeholder?: string;
  /** Accessible name of the field (default the translated 'Search'). */
  label?: string;
  /** Shows a search button at the right end. */
  showAction?: boolean;
  /** Label of the action button (default the translated 'Search'). */
  actionText?: string;
  /** Round field. */
  round?: boolean;
  /** Disables the field. */
  disabled?: boolean;
  /** Largest number of characters. */
  maxLength?: number;
}

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.surface};
`;

const Field = styled.div<{ $round: boolean }>`
  flex: 1 1 auto;
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${theme.space.sm};
  border-radius: ${({ $round }) => ($round ? theme.radii.round : theme.radii.sm)};
  background: ${theme.colors.background};
  color: ${theme.colors.textSecondary};
  &:focus-within {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  height: 2.75rem;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-size: ${fieldFont(theme.fontSizes.md)};
  outline: none;
  &::placeholder {
    color: ${theme.colors.textSecondary};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const Clear = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.textSecondary};
`;

const Action = styled.button`
  flex: none;
  min-height: 2.75rem;
  padding: 0 ${theme.space.sm};
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
`;

/** A search field (role=search) with a clear button; the keyboard shows a search key. */
export function SearchBar({
  value,
  onChange,
  onSearch,
  onClear,
  placeholder,
  label,
  showAction = false,
  actionText,
  round = true,
  disabled = false,
  maxLength,
}: SearchBarProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Form role="search" onSubmit={submit} action="">
      <Field $round={round}>
        <Icon name="search" aria-hidden="true" />
        <Input
          id={inputId}
          type="search"
          enterKeyHint="search"
          value={value}
          disabled={disabled}
          maxLength={maxLength}
          placeholder={placeholder ?? t('ui.search.placeholder')}
          aria-label={label ?? t('ui.search.label')}
          onChange={(event) => onChange(event.target.value)}
        />
        {value && !disabled && (
          <Clear
            type="button"
            aria-label={t('ui.search.clear')}
            onClick={() => {
              onChange('');
              onClear?.();
              document.getElementById(inputId)?.focus();
            }}
          >
            <Icon name="close" />
          </Clear>
        )}
      </Field>
      {showAction && (
        <Action type="submit" disabled={disabled}>
          {actionText ?? t('ui.search.submit')}
        </Action>
      )}
    </Form>
  );
}
