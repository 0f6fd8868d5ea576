import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { smsCodeInputProps } from '@/components/ui/form/inputProps';
import { CodeRow, Input } from './parts';
import { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';

export interface SmsCodeFieldProps extends SmsCodeButtonProps {
  /** Code typed so far. */
  value: string;
  /** Called with the digits typed. */
  onChange: (value: string) => void;
  /** Message under the field, already translated. */
  error?: string;
}

/** The SMS code field of the shop's forms: six digits, with the button that asks for a code beside it. */
export function SmsCodeField({
  value,
  onChange,
  error,
  secondsLeft,
  sending,
  onSend,
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={t('shop.form.code')} required vertical error={error}>
      {(control) => (
        <CodeRow>
          <Input
            {...control}
            {...smsCodeInputProps(value, onChange)}
            placeholder={t('shop.form.codePlaceholder')}
          />
          <SmsCodeButton secondsLeft={secondsLeft} sending={sending} onSend={onSend} />
        </CodeRow>
      )}
    </FormField>
  );
}
