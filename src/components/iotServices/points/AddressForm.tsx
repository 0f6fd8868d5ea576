import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimAddress } from '@/domain/points';
import { isMobile } from '@/lib/validators';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { Popup } from '../../ui/Popup';
import { RegionCascader, type RegionNode } from '../../ui/RegionCascader';
import { Textarea } from '../../ui/Textarea';
import { mobileInputProps } from '../../ui/form/inputProps';
import {
  ActionBar,
  CheckRow,
  FormBlock,
  PickerButton,
  Placeholder,
  TextInput,
} from '../../ui/form/formStyles';

/** What the form edits: the address without its id. */
export type AddressValues = Omit<SimAddress, 'id'>;

/** The field an error belongs to, with the key of its message. */
export type AddressErrors = Partial<
  Record<
    'name' | 'mobile' | 'region' | 'detail',
    'nameRequired' | 'nameTooLong' | 'mobile' | 'region' | 'detail'
  >
>;

export const emptyAddress = (): AddressValues => ({
  name: '',
  mobile: '',
  provinceCode: '',
  province: '',
  cityCode: '',
  city: '',
  countyCode: '',
  county: '',
  detail: '',
  isDefault: false,
});

/** Checks an address the way the server does, so the user learns what to fix before sending. */
export function validateAddress(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > 20) errors.name = 'nameTooLong';
  if (!isMobile(values.mobile.trim())) errors.mobile = 'mobile';
  if (!values.provinceCode || !values.cityCode || !values.countyCode) errors.region = 'region';
  if (values.detail.trim().length < 4) errors.detail = 'detail';
  return errors;
}

export interface AddressFormProps {
  /** Values to start from (an address being edited); empty for a new one. */
  initial?: AddressValues;
  /** Provinces for the region picker. */
  regions: readonly RegionNode[];
  /** Loads the children of a province or city that are not loaded yet. */
  loadChildren?: (node: RegionNode, level: number) => Promise<RegionNode[]>;
  /** Saving is running: the save button ignores taps. */
  submitting?: boolean;
  /** Called with trimmed values once they pass validation. */
  onSubmit: (values: AddressValues) => void;
  /** Deletes the address being edited; the button shows only when given. */
  onDelete?: () => void;
  /** Every change of the values, e.g. to keep a draft. */
  onChange?: (values: AddressValues) => void;
}

/** Add or edit a delivery address: receiver, mobile, province/city/county, street, default. */
export function AddressForm({
  initial,
  regions,
  loadChildren,
  submitting = false,
  onSubmit,
  onDelete,
  onChange,
}: AddressFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AddressValues>(initial ?? emptyAddress());
  const [errors, setErrors] = useState<AddressErrors>({});
  const [picking, setPicking] = useState(false);

  const change = (patch: Partial<AddressValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    onChange?.(next);
    // A field's error goes as soon as the user changes that field.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) {
        if (key === 'name' || key === 'mobile' || key === 'detail') delete next[key];
        if (key === 'countyCode') delete next.region;
      }
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateAddress(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    onSubmit({
      ...values,
      name: values.name.trim(),
      mobile: values.mobile.trim(),
      detail: values.detail.trim(),
    });
  };

  const message = (key: AddressErrors[keyof AddressErrors]) =>
    key ? t(`iotServices.address.errors.${key}`) : undefined;
  const region = values.countyCode ? `${values.province} ${values.city} ${values.county}` : '';

  return (
    <form onSubmit={submit} noValidate aria-label={t('iotServices.address.formLabel')}>
      <FormBlock>
        <FormField label={t('iotServices.address.name')} required error={message(errors.name)}>
          {(control) => (
            <TextInput
              {...control}
              value={values.name}
              maxLength={40}
              autoComplete="name"
              placeholder={t('iotServices.address.namePlaceholder')}
              onChange={(event) => change({ name: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('iotServices.address.mobile')} required error={message(errors.mobile)}>
          {(control) => (
            <TextInput
              {...control}
              {...mobileInputProps(values.mobile, (mobile) => change({ mobile }))}
              placeholder={t('iotServices.address.mobilePlaceholder')}
            />
          )}
        </FormField>
        <FormField label={t('iotServices.address.region')} required error={message(errors.region)}>
          {(control) => (
            <PickerButton
              {...control}
              aria-required={undefined}
              type="button"
              onClick={() => setPicking(true)}
            >
              {region || <Placeholder>{t('iotServices.address.regionPlaceholder')}</Placeholder>}
            </PickerButton>
          )}
        </FormField>
      </FormBlock>
      <Textarea
        label={t('iotServices.address.detail')}
        value={values.detail}
        maxLength={120}
        rows={2}
        placeholder={t('iotServices.address.detailPlaceholder')}
        error={message(errors.detail)}
        onChange={(detail) => change({ detail })}
      />
      <FormBlock>
        <CheckRow>
          <input
            type="checkbox"
            checked={values.isDefault}
            onChange={(event) => change({ isDefault: event.target.checked })}
          />
          {t('iotServices.address.setDefault')}
        </CheckRow>
      </FormBlock>
      <ActionBar>
        <Button type="submit" variant="primary" size="large" block round loading={submitting}>
          {t('common.save')}
        </Button>
        {onDelete && (
          <Button variant="plain" block round onClick={onDelete} disabled={submitting}>
            {t('iotServices.address.delete')}
          </Button>
        )}
      </ActionBar>
      <Popup
        open={picking}
        onClose={() => setPicking(false)}
        title={t('iotServices.address.regionPlaceholder')}
      >
        <RegionCascader
          regions={regions}
          value={values.countyCode ? [values.provinceCode, values.cityCode, values.countyCode] : []}
          loadChildren={loadChildren}
          onChange={(codes, labels) => {
            if (codes.length < 3) return;
            change({
              provinceCode: codes[0],
              province: labels[0],
              cityCode: codes[1],
              city: labels[1],
              countyCode: codes[2],
              county: labels[2],
            });
            setPicking(false);
          }}
        />
      </Popup>
    </form>
  );
}
