import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { filledField, formPanel } from '@/components/ui/form/fieldStyles';
import { mobileInputProps, smsCodeInputProps, submitWith } from '@/components/ui/form/inputProps';
import { theme } from '@/theme';

export interface BindPhoneFormProps {
  /** The phone bound now ('' for none). */
  current: string;
  /** Mobile number typed so far. */
  mobile: string;
  /** SMS code typed so far. */
  code: string;
  /** Seconds before another code can be sent (0 when it can). */
  resendIn: number;
  /** Sending the code is running. */
  sending: boolean;
  /** Binding is running. */
  submitting: boolean;
  /** Messages under the fields, translated. */
  errors: { mobile?: string; code?: string };
  /** The mobile number changed. */
  onMobileChange: (value: string) => void;
  /** The code changed. */
  onCodeChange: (value: string) => void;
  /** The user asked for a code. */
  onSend: () => void;
  /** The user sent the form. */
  onSubmit: () => void;
}

const Form = styled.form`
  ${formPanel}
  p {
    margin: 0;
    color: ${theme.colors.textSecondary};
  }
`;

const Input = styled.input`
  ${filledField}
  min-width: 0;
`;

const CodeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space.sm};
  align-items: center;
`;

/** Binds a phone number to the card with an SMS code. */
export function BindPhoneForm({
  current,
  mobile,
  code,
  resendIn,
  sending,
  submitting,
  errors,
  onMobileChange,
  onCodeChange,
  onSend,
  onSubmit,
}: BindPhoneFormProps) {
  const { t } = useTranslation();
  return (
    <Form onSubmit={submitWith(onSubmit)} noValidate>
      <p role="status">
        {current ? t('iot.bindPhone.current', { mobile: current }) : t('iot.bindPhone.none')}
      </p>
      <FormField label={t('iot.bindPhone.mobile')} vertical required error={errors.mobile}>
        {(control) => (
          <Input
            {...control}
            {...mobileInputProps(mobile, onMobileChange)}
            placeholder={t('iot.bindPhone.mobilePlaceholder')}
          />
        )}
      </FormField>
      <FormField label={t('iot.bindPhone.code')} vertical required error={errors.code}>
        {(control) => (
          <CodeRow>
            <Input
              {...control}
              {...smsCodeInputProps(code, onCodeChange)}
              placeholder={t('iot.bindPhone.codePlaceholder')}
            />
            <Button type="button" round loading={sending} disabled={resendIn > 0} onClick={onSend}>
              {resendIn > 0
                ? t('iot.bindPhone.resend', { count: resendIn })
                : t('iot.bindPhone.send')}
            </Button>
          </CodeRow>
        )}
      </FormField>
      <Button type="submit" variant="primary" size="large" block round loading={submitting}>
        {t('iot.bindPhone.submit')}
      </Button>
    </Form>
  );
}
