import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Popup } from '@/components/ui/Popup';
import { RegionCascader } from '@/components/ui/RegionCascader';
import type { GoodsFormField } from '@/domain/goods';
import type { RegionNode } from '@/domain/site';
import type { OrderFormErrors, OrderFormValues } from './orderFormRules';
import { Card, CardTitle, ErrorText, Input, PickerButton, Select, Stack } from './parts';
import { SmsCodeField } from './SmsCodeField';
import { idCardInputProps, mobileInputProps, submitWith } from '@/components/ui/form/inputProps';
import { theme } from '@/theme';

export interface OrderFormProps {
  /** What the shopper has typed. */
  values: OrderFormValues;
  /** Called with the whole form after every change. */
  onChange: (values: OrderFormValues) => void;
  /** Error keys by field, shown under each field after a submit attempt. */
  errors: OrderFormErrors;
  /** Extra fields of the goods. */
  fields: readonly GoodsFormField[];
  /** Whether the goods needs an SMS code. */
  needSmsCode: boolean;
  /** Seconds until another code may be asked for. */
  smsSecondsLeft: number;
  /** Whether a code is being sent. */
  smsSending: boolean;
  /** Called when the shopper asks for an SMS code. */
  onSendCode: () => void;
  /** Provinces (with cities) for the delivery region. */
  regions: readonly RegionNode[];
  /** Loads the children of a region (counties of a city). */
  loadRegionChildren: (node: RegionNode, level: number) => Promise<RegionNode[]>;
  /** Region the cascader opens on while none is chosen (e.g. the visitor's province). */
  suggestedRegion?: readonly string[];
  /** Chosen number shown above the form ('' for none). */
  chosenNumber: string;
  /** Whether the order is being placed. */
  submitting: boolean;
  /** Called when the shopper submits. */
  onSubmit: () => void;
  /** Called when the shopper opens the agreement. */
  onOpenAgreement: () => void;
}

const Agreement = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 2px 0 0;
    accent-color: ${theme.colors.brand};
  }
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.brand};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const Chosen = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.brand};
`;

/** The order form of goods: buyer, ID card, delivery, SMS code, extra fields and agreement. */
export function OrderForm({
  values,
  onChange,
  errors,
  fields,
  needSmsCode,
  smsSecondsLeft,
  smsSending,
  onSendCode,
  regions,
  loadRegionChildren,
  suggestedRegion = [],
  chosenNumber,
  submitting,
  onSubmit,
  onOpenAgreement,
}: OrderFormProps) {
  const { t } = useTranslation();
  const [regionOpen, setRegionOpen] = useState(false);
  const set = (patch: Partial<OrderFormValues>) => onChange({ ...values, ...patch });
  const err = (key: string) => {
    const code = errors[key];
    return code ? t(`shop.form.errors.${code}`) : undefined;
  };

  return (
    <Card aria-labelledby="order-form-title">
      <CardTitle id="order-form-title">{t('shop.form.title')}</CardTitle>
      {chosenNumber && <Chosen>{t('shop.form.chosenNumber', { mobile: chosenNumber })}</Chosen>}
      <form noValidate onSubmit={submitWith(onSubmit)}>
        <Stack>
          <FormField label={t('shop.form.name')} required vertical error={err('name')}>
            {(control) => (
              <Input
                {...control}
                autoComplete="name"
                maxLength={20}
                value={values.name}
                placeholder={t('shop.form.namePlaceholder')}
                onChange={(event) => set({ name: event.target.value })}
              />
            )}
          </FormField>
          <FormField label={t('shop.form.idCard')} required vertical error={err('idCard')}>
            {(control) => (
              <Input
                {...control}
                {...idCardInputProps(values.idCard, (idCard) => set({ idCard }))}
                placeholder={t('shop.form.idCardPlaceholder')}
              />
            )}
          </FormField>
          <FormField label={t('shop.form.mobile')} required vertical error={err('mobile')}>
            {(control) => (
              <Input
                {...control}
                {...mobileInputProps(values.mobile, (mobile) => set({ mobile }))}
                placeholder={t('shop.form.mobilePlaceholder')}
              />
            )}
          </FormField>
          {needSmsCode && (
            <SmsCodeField
              value={values.code}
              onChange={(code) => set({ code })}
              error={err('code')}
              secondsLeft={smsSecondsLeft}
              sending={smsSending}
              onSend={onSendCode}
            />
          )}
          <FormField label={t('shop.form.region')} required vertical error={err('region')}>
            {({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
              <PickerButton
                id={id}
                type="button"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onClick={() => setRegionOpen(true)}
              >
                {values.regionLabels.length
                  ? values.regionLabels.join(' ')
                  : t('shop.form.regionPlaceholder')}
              </PickerButton>
            )}
          </FormField>
          <FormField label={t('shop.form.address')} required vertical error={err('address')}>
            {(control) => (
              <Input
                {...control}
                autoComplete="street-address"
                maxLength={80}
                value={values.address}
                placeholder={t('shop.form.addressPlaceholder')}
                onChange={(event) => set({ address: event.target.value })}
              />
            )}
          </FormField>
          {fields.map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              required={field.required}
              vertical
              error={err(`extra.${field.name}`)}
            >
              {(control) =>
                field.type === 'select' ? (
                  <Select
                    {...control}
                    value={values.extra[field.name] ?? ''}
                    onChange={(event) =>
                      set({ extra: { ...values.extra, [field.name]: event.target.value } })
                    }
                  >
                    <option value="">{t('shop.form.choose')}</option>
                    {(field.options ?? []).map((option) => (
                      <option key={String(option.value)} value={String(option.value)}>
                        {option.label}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <Input
                    {...control}
                    maxLength={140}
                    value={values.extra[field.name] ?? ''}
                    onChange={(event) =>
                      set({ extra: { ...values.extra, [field.name]: event.target.value } })
                    }
                  />
                )
              }
            </FormField>
          ))}
          <div>
            <Agreement>
              <input
                type="checkbox"
                checked={values.agree}
                onChange={(event) => set({ agree: event.target.checked })}
              />
              <span>
                {t('shop.form.agreePrefix')}{' '}
                <LinkButton type="button" onClick={onOpenAgreement}>
                  {t('shop.form.agreement')}
                </LinkButton>
              </span>
            </Agreement>
            {errors.agree && <ErrorText role="alert">{t('shop.form.errors.agree')}</ErrorText>}
          </div>
          <Button type="submit" variant="primary" size="large" block round loading={submitting}>
            {t('shop.form.submit')}
          </Button>
        </Stack>
      </form>
      <Popup open={regionOpen} onClose={() => setRegionOpen(false)} title={t('shop.form.region')}>
        <RegionCascader
          // Drawn again when the regions arrive, not when a suggestion does: a visitor picking a
          // region when the suggestion arrives keeps the picks (it is shown at the next opening).
          key={regions.length}
          regions={regions}
          value={values.regionCodes.length ? values.regionCodes : suggestedRegion}
          loadChildren={loadRegionChildren}
          onChange={(codes, labels) => {
            set({ regionCodes: codes, regionLabels: labels });
            setRegionOpen(false);
          }}
        />
      </Popup>
    </Card>
  );
}
