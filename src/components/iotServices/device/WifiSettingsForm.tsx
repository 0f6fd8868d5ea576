import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WifiType } from '@/domain/device';
import { ActionBar, FormBlock, TextInput } from '../../ui/form/formStyles';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';

/** Why a name or password is refused; null when fine. */
export type WifiNameError = 'nameRequired' | 'nameTooLong' | 'nameChars' | null;
export type WifiPassError = 'passLength' | 'passChars' | null;

/** Network names: 1-32 printable ASCII characters (what every phone can show and type). */
export function wifiNameError(name: string): WifiNameError {
  if (!name.trim()) return 'nameRequired';
  if (name.length > 32) return 'nameTooLong';
  if (/[^\x20-\x7e]/.test(name)) return 'nameChars';
  return null;
}

/** Passwords: empty for an open network, else 8-63 printable ASCII characters (WPA2). */
export function wifiPassError(password: string): WifiPassError {
  if (!password) return null;
  if (/[^\x20-\x7e]/.test(password)) return 'passChars';
  if (password.length < 8 || password.length > 63) return 'passLength';
  return null;
}

export interface WifiSettingsFormProps {
  /** The band being changed. */
  band: WifiType;
  /** Current name. */
  name: string;
  /** Current password. */
  password: string;
  /** Saving is running: the button ignores taps. */
  submitting?: boolean;
  /** Called with the new name and password once they pass the rules. */
  onSubmit: (values: { name: string; password: string }) => void;
  /** Every change of the name (the password is never reported), e.g. to keep a draft. */
  onNameChange?: (name: string) => void;
  /** Label of the submit button, already translated (default: save). */
  submitLabel?: string;
}

/** Rename a Wi-Fi band or change its password, with the rules explained before saving. */
export function WifiSettingsForm({
  band,
  name: initialName,
  password: initialPassword,
  submitting = false,
  onSubmit,
  onNameChange,
  submitLabel,
}: WifiSettingsFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [password, setPassword] = useState(initialPassword);
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<{ name: WifiNameError; pass: WifiPassError }>({
    name: null,
    pass: null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const next = { name: wifiNameError(name), pass: wifiPassError(password) };
    setErrors(next);
    if (next.name || next.pass) return;
    onSubmit({ name: name.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('iotServices.wifi.formLabel', { band })}>
      <FormBlock>
        <FormField
          label={t('iotServices.wifi.name')}
          required
          vertical
          hint={t('iotServices.wifi.nameHint')}
          error={errors.name ? t(`iotServices.wifi.errors.${errors.name}`) : undefined}
        >
          {(control) => (
            <TextInput
              {...control}
              value={name}
              maxLength={64}
              autoCapitalize="off"
              spellCheck={false}
              onChange={(event) => {
                setName(event.target.value);
                onNameChange?.(event.target.value);
                setErrors((current) => ({ ...current, name: null }));
              }}
            />
          )}
        </FormField>
        <FormField
          label={t('iotServices.wifi.password')}
          vertical
          hint={password ? t('iotServices.wifi.passHint') : t('iotServices.wifi.openWarning')}
          error={errors.pass ? t(`iotServices.wifi.errors.${errors.pass}`) : undefined}
        >
          {(control) => (
            <TextInput
              {...control}
              type={shown ? 'text' : 'password'}
              value={password}
              maxLength={80}
              autoCapitalize="off"
              autoComplete="new-password"
              onChange={(event) => {
                setPassword(event.target.value);
                setErrors((current) => ({ ...current, pass: null }));
              }}
            />
          )}
        </FormField>
        <ActionBar>
          <Button size="small" round onClick={() => setShown(!shown)} aria-pressed={shown}>
            {shown ? t('iotServices.wifi.hide') : t('iotServices.wifi.show')}
          </Button>
        </ActionBar>
      </FormBlock>
      <ActionBar>
        <Button type="submit" variant="primary" size="large" block round loading={submitting}>
          {submitLabel ?? t('common.save')}
        </Button>
      </ActionBar>
    </form>
  );
}
