import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Card, CardTitle, Input, Muted, Stack } from './parts';
import { SmsCodeField } from './SmsCodeField';
import { idCardInputProps, mobileInputProps, submitWith } from '@/components/ui/form/inputProps';
import { theme } from '@/theme';

const Agreement = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
  text-align: center;
`;

const AgreementLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${theme.colors.brand};
  text-decoration: underline;
  cursor: pointer;
`;

export interface LoginFormProps {
  /** 1 = mobile and SMS code, 2 = mobile and ID card number. */
  mode: 1 | 2;
  /** Mobile typed so far. */
  mobile: string;
  /** SMS code (mode 1) or ID card number (mode 2) typed so far. */
  secret: string;
  /** Called when the mobile changes. */
  onMobileChange: (mobile: string) => void;
  /** Called when the code or ID card number changes. */
  onSecretChange: (secret: string) => void;
  /** Validation messages, already translated. */
  errors: { mobile?: string; secret?: string };
  /** Seconds until another code may be asked for. */
  smsSecondsLeft: number;
  /** Whether a code is being sent. */
  smsSending: boolean;
  /** Called when the user asks for a code. */
  onSendCode: () => void;
  /** Whether the query is running. */
  submitting: boolean;
  /** Called on submit. */
  onSubmit: () => void;
  /** Called to read the login agreement (mode 1); without it no agreement line shows. */
  onOpenAgreement?: () => void;
  /** Optional hint under the title (e.g. the demo login). */
  hint?: string;
}

/** The order-query login: mobile with an SMS code, or mobile with the ID card number. */
export function LoginForm({
  mode,
  mobile,
  secret,
  onMobileChange,
  onSecretChange,
  errors,
  smsSecondsLeft,
  smsSending,
  onSendCode,
  submitting,
  onSubmit,
  onOpenAgreement,
  hint,
}: LoginFormProps) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="login-title">
      <CardTitle id="login-title">{t('shop.login.heading')}</CardTitle>
      {hint && <Muted>{hint}</Muted>}
      <form noValidate onSubmit={submitWith(onSubmit)}>
        <Stack>
          <FormField label={t('shop.form.mobile')} required vertical error={errors.mobile}>
            {(control) => (
              <Input
                {...control}
                {...mobileInputProps(mobile, onMobileChange)}
                placeholder={t('shop.form.mobilePlaceholder')}
              />
            )}
          </FormField>
          {mode === 1 ? (
            <SmsCodeField
              value={secret}
              onChange={onSecretChange}
              error={errors.secret}
              secondsLeft={smsSecondsLeft}
              sending={smsSending}
              onSend={onSendCode}
            />
          ) : (
            <FormField label={t('shop.form.idCard')} required vertical error={errors.secret}>
              {(control) => (
                <Input
                  {...control}
                  {...idCardInputProps(secret, onSecretChange)}
                  placeholder={t('shop.form.idCardPlaceholder')}
                />
              )}
            </FormField>
          )}
          <Button type="submit" variant="primary" size="large" block round loading={submitting}>
            {mode === 1 ? t('shop.login.submit') : t('shop.login.query')}
          </Button>
          {mode === 1 && onOpenAgreement && (
            <Agreement>
              {t('shop.login.agreeBefore')}
              <AgreementLink type="button" onClick={onOpenAgreement}>
                {t('shop.login.agreement')}
              </AgreementLink>
              {t('shop.login.agreeAfter')}
            </Agreement>
          )}
        </Stack>
      </form>
    </Card>
  );
}
