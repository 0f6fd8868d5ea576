import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { seededRandom } from '@/lib/phoneMask';
import { Icon } from './Icon';
import { theme } from '@/theme';

export interface NumberKeyboardProps {
  /** Called with the digit (or the extra key) that was tapped. */
  onInput: (key: string) => void;
  /** Called when the delete key is tapped. */
  onDelete: () => void;
  /** Called by the hide key; without it the key left of 0 shows `extraKey` or stays empty. */
  onHide?: () => void;
  /** Extra key left of 0, such as '.' for amounts (default none). */
  extraKey?: string;
  /** Shuffles the digit keys (pay passwords), with `seed` for a repeatable order. */
  shuffle?: boolean;
  /** Seed of the shuffle; without it the order is random once per mount. */
  seed?: number;
  /** Accessible name of the keypad (default the translated 'Number keyboard'). */
  label?: string;
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

/** The ten digits in shuffled order (Fisher-Yates). */
export function shuffledDigits(random: () => number): string[] {
  const keys = [...DIGITS];
  for (let i = keys.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [keys[i], keys[j]] = [keys[j], keys[i]];
  }
  return keys;
}

const Pad = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  padding-bottom: calc(${theme.space.xs} + env(safe-area-inset-bottom));
  background: ${theme.colors.border};
  user-select: none;
`;

const Key = styled.button<{ $muted?: boolean }>`
  min-height: ${theme.sizes.tapTarget};
  border: 0;
  border-radius: ${theme.radii.md};
  background: ${({ $muted }) => ($muted ? theme.colors.background : theme.colors.surface)};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.xxl};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  touch-action: manipulation;
  &:active {
    background: ${theme.colors.divider};
  }
`;

const Blank = styled.span``;

/** An on-screen digit keypad (no native keyboard), optionally shuffled. */
export function NumberKeyboard({
  onInput,
  onDelete,
  onHide,
  extraKey,
  shuffle = false,
  seed,
  label,
}: NumberKeyboardProps) {
  const { t } = useTranslation();
  const [randomSeed] = useState(() => Math.floor(Math.random() * 2 ** 31));
  const keys = useMemo(
    () => (shuffle ? shuffledDigits(seededRandom(seed ?? randomSeed)) : DIGITS),
    [shuffle, seed, randomSeed],
  );
  const last = keys[9];
  return (
    <Pad role="group" aria-label={label ?? t('ui.keyboard.label')} data-testid="number-keyboard">
      {keys.slice(0, 9).map((key) => (
        <Key key={key} type="button" onClick={() => onInput(key)}>
          {key}
        </Key>
      ))}
      {onHide ? (
        <Key type="button" $muted aria-label={t('ui.keyboard.hide')} onClick={onHide}>
          <Icon name="arrowRight" style={{ transform: 'rotate(90deg)' }} />
        </Key>
      ) : extraKey ? (
        <Key type="button" $muted onClick={() => onInput(extraKey)}>
          {extraKey}
        </Key>
      ) : (
        <Blank aria-hidden="true" />
      )}
      <Key type="button" onClick={() => onInput(last)}>
        {last}
      </Key>
      <Key type="button" $muted aria-label={t('ui.keyboard.delete')} onClick={onDelete}>
        <Icon name="backspace" />
      </Key>
    </Pad>
  );
}
