import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isMobile } from '@/lib/validators';
import { ActionBar, FormBlock, TextInput } from '../../ui/form/formStyles';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { mobileInputProps, smsCodeInputProps } from '@/components/ui/form/inputProps';
import { useSmsCountdown } from '../../ui/useSmsCountdown';

export interface TerminalAuthFormProps {
  /** Name of the terminal being authenticated. */
  terminalName: string;
  /** Seconds until another code can be sent (0 when it can); the form counts down from each new value. */
  resendIn?: number;
  /** The code is being sent. */
  sending?: boolean;
  /** The authentication is being sent. */
  submitting?: boolean;
  /** Sends an SMS code to the mobile (already checked). */
  onSendCode: (mobile: string) => void;
  /** Authenticates with the mobile and the code (both checked). */
  onSubmit: (values: { mobile: string; code: string }) => void;
  /** The mobile to start from (e.g. a kept draft). */
  initialMobile?: string;
  /** Every change of the mobile (the SMS code is never reported), e.g. to keep a draft. */
  onMobileChange?: (mobile: string) => void;
}

/** Authenticate a terminal with the owner's mobile number and an SMS code. */
export function TerminalAuthForm({
  terminalName,
  resendIn = 0,
  sending = false,
  submitting = false,
  onSendCode,
  onSubmit,
  initialMobile = '',
  onMobileChange,
}: TerminalAuthFormProps) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState(initialMobile);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [left, startCountdown] = useSmsCountdown(resendIn);
  const counted = useRef(resendIn);
  useEffect(() => {
    if (counted.current === resendIn) return;
    counted.current = resendIn;
    startCountdown(resendIn);
  }, [resendIn, startCountdown]);

  const mobileError = () =>
    isMobile(mobile) ? undefined : t('iotServices.terminal.errors.mobile');

  const send = () => {
    const error = mobileError();
    setErrors({ ...errors, mobile: error });
    if (!error) onSendCode(mobile);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const next = {
      mobile: mobileError(),
      code: /^\d{4,6}$/.test(code) ? undefined : t('iotServices.terminal.errors.code'),
    };
    setErrors(next);
    if (!next.mobile && !next.code) onSubmit({ mobile, code });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('iotServices.terminal.formLabel', { name: terminalName })}
    >
      <FormBlock>
        <FormField label={t('iotServices.terminal.mobile')} required vertical error={errors.mobile}>
          {(control) => (
            <TextInput
              {...control}
              {...mobileInputProps(mobile, (next) => {
                setMobile(next);
                onMobileChange?.(next);
              })}
            />
          )}
        </FormField>
        <FormField label={t('iotServices.terminal.code')} required vertical error={errors.code}>
          {(control) => <TextInput {...control} {...smsCodeInputProps(code, setCode)} />}
        </FormField>
      </FormBlock>
      <ActionBar>
        <Button round loading={sending} disabled={left > 0} onClick={send}>
          {left > 0
            ? t('iotServices.terminal.resend', { count: left })
            : t('iotServices.terminal.sendCode')}
        </Button>
        <Button type="submit" variant="primary" size="large" block round loading={submitting}>
          {t('iotServices.terminal.submit')}
        </Button>
      </ActionBar>
    </form>
  );
}
