import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';

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
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Input = styled.input`
  width: 100%;
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.decorative};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const CodeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form onSubmit={submit} noValidate>
      <p role="status">
        {current ? t('iot.bindPhone.current', { mobile: current }) : t('iot.bindPhone.none')}
      </p>
      <FormField label={t('iot.bindPhone.mobile')} vertical required error={errors.mobile}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            value={mobile}
            placeholder={t('iot.bindPhone.mobilePlaceholder')}
            onChange={(event) => onMobileChange(event.target.value.replace(/\D/g, ''))}
          />
        )}
      </FormField>
      <FormField label={t('iot.bindPhone.code')} vertical required error={errors.code}>
        {(control) => (
          <CodeRow>
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              placeholder={t('iot.bindPhone.codePlaceholder')}
              onChange={(event) => onCodeChange(event.target.value.replace(/\D/g, ''))}
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
