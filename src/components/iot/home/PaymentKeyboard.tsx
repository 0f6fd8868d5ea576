import { formatAmount } from '@/lib/money';
import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Popup } from '@/components/ui/Popup';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { NumberKeyboard } from '@/components/ui/NumberKeyboard';
import { theme } from '@/theme';

export interface PaymentKeyboardProps {
  /** Whether the sheet shows. */
  open: boolean;
  /** Amount to pay in yuan; hidden when undefined. */
  amount?: number | string | null;
  /** Heading (defaults to the translated "Enter pay password"). */
  title?: string;
  /** Error under the boxes, already translated (e.g. wrong password); a new error clears the boxes. */
  error?: string | null;
  /** Number of digits (default 6). */
  length?: number;
  /** Shuffles the keypad digits. */
  shuffle?: boolean;
  /** Seed of the shuffle, for a repeatable order in tests. */
  seed?: number;
  /** Verification is running: further taps are ignored (no double submit). */
  verifying?: boolean;
  /** Called once with every digit when the last box is filled. */
  onComplete: (password: string) => void;
  /** The user forgot the password; the link shows only when given. */
  onForgot?: () => void;
  /** The user closed the sheet. */
  onClose: () => void;
}

const Body = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding-top: ${theme.space.sm};
`;

const Amount = styled.p`
  margin: 0;
  text-align: center;
  span {
    display: block;
    color: ${theme.colors.textSecondary};
    font-size: ${theme.fontSizes.sm};
  }
  strong {
    font-size: ${theme.fontSizes.display};
    font-variant-numeric: tabular-nums;
  }
`;

const Boxes = styled.div`
  padding: 0 ${theme.space.lg};
`;

const Forgot = styled.button`
  justify-self: end;
  min-height: ${theme.sizes.tapTarget};
  margin-right: ${theme.space.lg};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.info};
  font-size: ${theme.fontSizes.sm};
`;

const Keys = styled.div`
  padding-bottom: env(safe-area-inset-bottom);
`;

/** The pay-password sheet: amount, masked boxes with the error under them, and an on-screen keypad. */
export function PaymentKeyboard({
  open,
  amount,
  title,
  error,
  length = 6,
  shuffle = false,
  seed,
  verifying = false,
  onComplete,
  onForgot,
  onClose,
}: PaymentKeyboardProps) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState('');
  const [shownError, setShownError] = useState(error);
  // A new error (wrong password) clears the boxes for another try.
  if (error !== shownError) {
    setShownError(error);
    if (error) setDigits('');
  }
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setDigits('');
  }

  const input = (key: string) => {
    if (verifying || !/^\d$/.test(key)) return;
    setDigits((current) => (current.length < length ? current + key : current));
  };
  const remove = () => {
    if (!verifying) setDigits((current) => current.slice(0, -1));
  };

  return (
    <Popup open={open} onClose={onClose} title={title || t('iot.home.payment.title')}>
      <Body>
        {amount !== undefined && amount !== null && (
          <Amount>
            <span>{t('iot.home.payment.amount')}</span>
            <strong>{t('iot.home.header.money', { amount: formatAmount(amount) })}</strong>
          </Amount>
        )}
        <Boxes>
          <PasswordInput
            value={digits}
            length={length}
            onChange={(value) => !verifying && setDigits(value)}
            onComplete={onComplete}
            error={error || undefined}
            label={t('iot.home.payment.password')}
            focused
          />
        </Boxes>
        {onForgot && (
          <Forgot type="button" onClick={onForgot}>
            {t('iot.home.payment.forgot')}
          </Forgot>
        )}
        <Keys>
          <NumberKeyboard
            onInput={input}
            onDelete={remove}
            shuffle={shuffle}
            seed={seed}
            label={t('iot.home.payment.keyboard')}
          />
        </Keys>
      </Body>
    </Popup>
  );
}
