import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Loading } from '@/components/ui/Loading';
import { filledField, formPanel } from '@/components/ui/form/fieldStyles';
import { submitWith } from '@/components/ui/form/inputProps';
import { theme } from '@/theme';

export interface CodeLoginFormProps {
  /** The login code typed or taken from the link. */
  code: string;
  /** Message under the field, translated. */
  error?: string;
  /** Logging in with the code is running. */
  submitting: boolean;
  /** Shows only the progress line (a code from the link is being used). */
  auto: boolean;
  /** The code changed. */
  onCodeChange: (value: string) => void;
  /** The user sent the code. */
  onSubmit: () => void;
  /** The user chose the card-number login instead. */
  onManual: () => void;
}

const Form = styled.form`
  ${formPanel}
  p {
    margin: 0;
    color: ${theme.colors.textSecondary};
    font-size: ${theme.fontSizes.md};
  }
`;

const Input = styled.input`
  ${filledField}
  letter-spacing: 0.05em;
`;

/** Login by a code from the card package or a message; a code in the link is used at once. */
export function CodeLoginForm({
  code,
  error,
  submitting,
  auto,
  onCodeChange,
  onSubmit,
  onManual,
}: CodeLoginFormProps) {
  const { t } = useTranslation();
  if (auto && submitting) {
    return (
      <Form as="div">
        <Loading vertical>{t('iot.loginCode.signingIn', { code })}</Loading>
      </Form>
    );
  }
  return (
    <Form onSubmit={submitWith(onSubmit)} noValidate>
      <p>{t('iot.loginCode.intro')}</p>
      <FormField label={t('iot.loginCode.codeLabel')} vertical error={error} required>
        {(control) => (
          <Input
            {...control}
            value={code}
            autoComplete="one-time-code"
            maxLength={32}
            placeholder={t('iot.loginCode.codePlaceholder')}
            onChange={(event) => onCodeChange(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" variant="primary" size="large" block round loading={submitting}>
        {t('iot.login.submit')}
      </Button>
      <Button type="button" block round onClick={onManual}>
        {t('iot.loginCode.manual')}
      </Button>
    </Form>
  );
}
