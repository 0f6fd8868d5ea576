import { isIdCard, isMobile } from '@/lib/validators';

/** What the shopper typed into an order form; kept as a draft across failures and reloads. */
export interface OrderFormValues {
  name: string;
  mobile: string;
  idCard: string;
  /** Province, city and county codes. */
  regionCodes: string[];
  /** Their names, for display. */
  regionLabels: string[];
  address: string;
  code: string;
  /** Extra fields of the goods by field name. */
  extra: Record<string, string>;
  agree: boolean;
}

export const emptyOrderForm = (): OrderFormValues => ({
  name: '',
  mobile: '',
  idCard: '',
  regionCodes: [],
  regionLabels: [],
  address: '',
  code: '',
  extra: {},
  agree: false,
});

/** Error message keys by field ('extra.<name>' for extra fields). */
export type OrderFormErrors = Partial<Record<string, OrderFormErrorKey>>;

export type OrderFormErrorKey =
  'name' | 'mobile' | 'idCard' | 'region' | 'address' | 'code' | 'extra' | 'agree';

export interface OrderFormRules {
  /** Whether an SMS code must be typed. */
  needSmsCode: boolean;
  /** Extra fields of the goods. */
  fields: readonly { name: string; required: boolean }[];
}

/** Checks an order form the way the server will, so the shopper hears about mistakes first. */
export function validateOrderForm(values: OrderFormValues, rules: OrderFormRules): OrderFormErrors {
  const errors: OrderFormErrors = {};
  const name = values.name.trim();
  if (name.length < 2 || name.length > 20) errors.name = 'name';
  if (!isMobile(values.mobile.trim())) errors.mobile = 'mobile';
  if (!isIdCard(values.idCard)) errors.idCard = 'idCard';
  if (values.regionCodes.length !== 3) errors.region = 'region';
  const address = values.address.trim();
  if (address.length < 4 || address.length > 80) errors.address = 'address';
  if (rules.needSmsCode && !/^\d{6}$/.test(values.code.trim())) errors.code = 'code';
  for (const field of rules.fields) {
    if (field.required && !(values.extra[field.name] ?? '').trim()) {
      errors[`extra.${field.name}`] = 'extra';
    }
  }
  if (!values.agree) errors.agree = 'agree';
  return errors;
}
