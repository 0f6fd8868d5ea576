import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { NumberKeyboard } from '@/components/ui/NumberKeyboard';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { theme } from '@/theme';

export interface PayPasswordPadProps {
  /** What to enter, translated (e.g. "Enter a new 6-digit pay password"). */
  prompt: string;
  /** Error under the boxes, translated. */
  error?: string;
  /** A hint under the boxes when there is no error. */
  info?: string;
  /** Saving is running: further taps are ignored. */
  busy?: boolean;
  /** Called once with the six digits. */
  onComplete: (password: string) => void;
}

const Box = styled.section`
  display: grid;
  gap: ${theme.space.lg};
  min-height: 100%;
  padding-top: ${theme.space.xl};
  background: ${theme.colors.surface};
  h2 {
    margin: 0;
    padding: 0 ${theme.space.lg};
    text-align: center;
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.medium};
  }
`;

const Boxes = styled.div`
  padding: 0 ${theme.space.lg};
`;

const Keys = styled.div`
  align-self: end;
  padding-bottom: env(safe-area-inset-bottom);
`;

/**
 * A six-digit pay password on the page itself, typed on the on-screen keypad (native numeric
 * keyboards are unreliable for this on iOS). Give it a new key to start a fresh entry.
 */
export function PayPasswordPad({
  prompt,
  error,
  info,
  busy = false,
  onComplete,
}: PayPasswordPadProps) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState('');
  const input = (key: string) => {
    if (busy || !/^\d$/.test(key)) return;
    setDigits((current) => (current.length < 6 ? current + key : current));
  };
  return (
    <Box aria-label={prompt}>
      <h2>{prompt}</h2>
      <Boxes>
        <PasswordInput
          value={digits}
          onChange={(value) => !busy && setDigits(value.replace(/\D/g, '').slice(0, 6))}
          onComplete={onComplete}
          error={error || undefined}
          info={info}
          label={t('iot.home.payment.password')}
          focused
        />
      </Boxes>
      <Keys>
        <NumberKeyboard
          onInput={input}
          onDelete={() => !busy && setDigits((current) => current.slice(0, -1))}
          label={t('iot.home.payment.keyboard')}
        />
      </Keys>
    </Box>
  );
}

/** Six identical digits or a straight run (123456, 654321) are refused as too easy. */
export function isWeakPassword(password: string): boolean {
  if (/^(\d)\1{5}$/.test(password)) return true;
  const digits = password.split('').map(Number);
  const up = digits.every((d, i) => i === 0 || d === digits[i - 1] + 1);
  const down = digits.every((d, i) => i === 0 || d === digits[i - 1] - 1);
  return up || down;
}
