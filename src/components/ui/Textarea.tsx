import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { fieldFont } from './form/fieldStyles';
import { useTranslation } from 'react-i18next';
import { theme } from '@/theme';

/** Confirm key types of the mini-program textarea (docs/requirements.md section 9). */
export type TextareaConfirmType = 'done' | 'go' | 'next' | 'search' | 'send' | 'return';

export interface TextareaProps {
  /** Current text. */
  value: string;
  /** Called on every change with the new text. */
  onChange: (value: string) => void;
  /** Visible label, already translated (also the accessible name). */
  label: string;
  /** Largest number of characters (default 140). */
  maxLength?: number;
  /** Shows the 'n/140' counter (default true). */
  showCount?: boolean;
  /** Placeholder text. */
  placeholder?: string;
  /** Visible rows before growing (default 3). */
  rows?: number;
  /** Grows with the content up to this many rows (default no growth). */
  maxRows?: number;
  /** The keyboard's enter key: done, go, next, search, send or return (default return, a new line). */
  confirmType?: TextareaConfirmType;
  /** Called with the text when the confirm key is pressed (not for 'return'). */
  onConfirm?: (value: string) => void;
  /** Error text under the field. */
  error?: string;
  /** Disables the field. */
  disabled?: boolean;
}

const Root = styled.div`
  padding: ${theme.space.md} ${theme.space.lg};
  background: ${theme.colors.surface};
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${theme.space.xs};
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.text};
`;

const Area = styled.textarea<{ $error: boolean }>`
  display: block;
  width: 100%;
  padding: ${theme.space.sm};
  border: 1px solid ${({ $error }) => ($error ? theme.colors.danger : theme.colors.divider)};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${fieldFont(theme.fontSizes.md)};
  line-height: ${theme.lineHeights.normal};
  resize: none;
  &::placeholder {
    color: ${theme.colors.textSecondary};
  }
  &:disabled {
    background: ${theme.colors.background};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
`;

const ErrorText = styled.span`
  color: ${theme.colors.danger};
`;

const Counter = styled.span<{ $full: boolean }>`
  margin-left: auto;
  color: ${({ $full }) => ($full ? theme.colors.danger : theme.colors.textSecondary)};
  font-variant-numeric: tabular-nums;
`;

/** A labelled multi-line field with a character counter (140 by default) and a typed confirm key. */
export function Textarea({
  value,
  onChange,
  label,
  maxLength = 140,
  showCount = true,
  placeholder,
  rows = 3,
  maxRows,
  confirmType = 'return',
  onConfirm,
  error,
  disabled = false,
}: TextareaProps) {
  const { t } = useTranslation();
  const id = useId();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const count = Array.from(value).length;

  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area || !maxRows) return;
    const style = getComputedStyle(area);
    const lineHeight = parseFloat(style.lineHeight) || 20;
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
    area.style.height = 'auto';
    const grown = Math.max(area.scrollHeight, rows * lineHeight + padding);
    area.style.height = `${Math.min(grown, maxRows * lineHeight + padding) + borders}px`;
  }, [value, rows, maxRows]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (confirmType === 'return' || event.key !== 'Enter' || event.shiftKey) return;
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    onConfirm?.(value);
  };

  return (
    <Root>
      <Label htmlFor={id}>{label}</Label>
      <Area
        ref={areaRef}
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        enterKeyHint={confirmType === 'return' ? 'enter' : confirmType}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-footer`}
        $error={Boolean(error)}
        onKeyDown={onKeyDown}
        onChange={(event) => onChange(Array.from(event.target.value).slice(0, maxLength).join(''))}
      />
      <Footer id={`${id}-footer`}>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        {showCount && (
          <Counter
            $full={count >= maxLength}
            aria-label={t('ui.textarea.counter', { count, max: maxLength })}
          >
            {count}/{maxLength}
          </Counter>
        )}
      </Footer>
    </Root>
  );
}
