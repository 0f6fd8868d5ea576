import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

export interface SmsCodeButtonProps {
  /** Seconds until another code may be asked for; 0 when it may. */
  secondsLeft: number;
  /** Whether a code is being sent. */
  sending: boolean;
  /** Called when the user asks for a code. */
  onSend: () => void;
}

/** Asks for an SMS code, then counts down before the next one may be asked for. */
export function SmsCodeButton({ secondsLeft, sending, onSend }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      size="small"
      variant="primary"
      round
      loading={sending}
      disabled={secondsLeft > 0}
      onClick={onSend}
    >
      {secondsLeft > 0 ? t('shop.sms.resend', { seconds: secondsLeft }) : t('shop.sms.send')}
    </Button>
  );
}
