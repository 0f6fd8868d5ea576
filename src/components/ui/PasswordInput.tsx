import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { fieldFont } from './form/fieldStyles';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './Loading';
import { theme } from '@/theme';

export interface PasswordInputProps {
  /** Digits entered so far. */
  value: string;
  /** Called with the new digits when the user types on a hardware keyboard. */
  onChange?: (value: string) => void;
  /** Called once with all digits when the last box is filled. */
  onComplete?: (value: string) => void;
  /** Number of boxes (default 6). */
  length?: number;
  /** Shows dots instead of digits (default true). */
  mask?: boolean;
  /** Error text under the boxes, already translated. */
  error?: string;
  /** Hint under the boxes when there is no error. */
  info?: string;
  /** Accessible name (default the translated 'Password'). */
  label?: string;
  /** Called when the boxes are focused or tapped, e.g. to show the on-screen keypad. */
  onFocus?: () => void;
  /** Marks the boxes as focused (the keypad is open). */
  focused?: boolean;
}

const Wrapper = styled.div`
  position: relative;
`;

const Boxes = styled.div<{ $error: boolean; $focused: boolean }>`
  position: relative;
  display: flex;
  height: ${theme.sizes.tapTarget};
  border: 1px solid
    ${({ $error, $focused }) =>
      $error ? theme.colors.danger : $focused ? theme.colors.brand : theme.colors.divider};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  overflow: hidden;
  &:focus-within {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Cell = styled.span<{ $cursor: boolean }>`
  flex: 1 1 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: ${theme.fontSizes.xl};
  color: ${theme.colors.text};
  & + & {
    border-left: 1px solid ${theme.colors.divider};
  }
  ${({ $cursor }) => ($cursor ? `box-shadow: inset 0 -3px 0 ${theme.colors.brand};` : '')}
`;

const Dot = styled.span`
  width: 0.6em;
  height: 0.6em;
  border-radius: ${theme.radii.round};
  background: currentColor;
`;

/** The real input sits over the boxes: transparent, no native keyboard (inputMode none). */
const HiddenInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  border: 0;
  padding: 0;
  color: transparent;
  caret-color: transparent;
  cursor: pointer;
  font-size: ${fieldFont('1em')};
`;

const Message = styled.p<{ $error: boolean }>`
  margin: ${theme.space.sm} 0 0;
  min-height: 1.5em;
  font-size: ${theme.fontSizes.sm};
  color: ${({ $error }) => ($error ? theme.colors.danger : theme.colors.textSecondary)};
  text-align: center;
`;

/** Six (by default) masked boxes for a pay password, filled from an on-screen keypad; error under the boxes. */
export function PasswordInput({
  value,
  onChange,
  onComplete,
  length = 6,
  mask = true,
  error,
  info,
  label,
  onFocus,
  focused = false,
}: PasswordInputProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const previous = useRef(value);
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  });

  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (value.length === length && before.length < length) completeRef.current?.(value);
  }, [value, length]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, length);
    onChange?.(digits);
  };

  const message = error || info;
  return (
    <Wrapper>
      <Boxes $error={Boolean(error)} $focused={focused} data-testid="password-boxes">
        {Array.from({ length }, (_, i) => {
          const char = value[i];
          return (
            <Cell
              key={i}
              aria-hidden="true"
              data-filled={char ? 'true' : 'false'}
              $cursor={focused && i === value.length}
            >
              {char ? mask ? <Dot /> : char : null}
            </Cell>
          );
        })}
        <HiddenInput
          type="password"
          inputMode="none"
          autoComplete="off"
          maxLength={length}
          value={value}
          onChange={handleChange}
          onFocus={onFocus}
          onClick={onFocus}
          aria-label={label ?? t('ui.password.name')}
          aria-describedby={messageId}
          aria-invalid={error ? true : undefined}
        />
      </Boxes>
      <Message id={messageId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
        {message}
        <VisuallyHidden>{t('ui.password.label', { count: value.length, length })}</VisuallyHidden>
      </Message>
    </Wrapper>
  );
}
