import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrderForm } from '../../src/components/shop/OrderForm';
import {
  emptyOrderForm,
  validateOrderForm,
  type OrderFormErrors,
} from '../../src/components/shop/orderFormRules';
import type { RegionNode } from '../../src/domain/site';
import { goods } from './fixtures';

const regions: RegionNode[] = [
  {
    value: '440000',
    label: 'Guangdong',
    children: [
      {
        value: '440300',
        label: 'Shenzhen',
        children: [
          { value: '440305', label: 'Nanshan' },
          { value: '440304', label: 'Futian' },
        ],
      },
    ],
  },
];

const meta = {
  title: 'Shop/Widgets/OrderForm',
  component: OrderForm,
  args: {
    values: emptyOrderForm(),
    onChange: fn(),
    errors: {},
    fields: goods.formFields,
    needSmsCode: true,
    smsSecondsLeft: 0,
    smsSending: false,
    onSendCode: fn(),
    regions,
    loadRegionChildren: async () => [],
    chosenNumber: '',
    submitting: false,
    onSubmit: fn(),
    onOpenAgreement: fn(),
  },
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form with its own state and the real validation, as the page uses it. */
export const FillAndFix: Story = {
  render: function Render(args) {
    const [values, setValues] = useState(emptyOrderForm());
    const [errors, setErrors] = useState<OrderFormErrors>({});
    return (
      <OrderForm
        {...args}
        values={values}
        onChange={setValues}
        errors={errors}
        onSubmit={() => {
          const found = validateOrderForm(values, { needSmsCode: true, fields: goods.formFields });
          setErrors(found);
          if (!Object.keys(found).length) args.onSubmit();
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Real name/), 'Zhang San');
    await userEvent.type(canvas.getByLabelText(/ID card number/), '11010119900307425');
    await userEvent.type(canvas.getByLabelText(/Mobile/), '13800138000');
    await userEvent.type(canvas.getByLabelText(/SMS code/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }));
    await expect(canvas.getByText('Enter a valid 18-character ID card number.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // What was typed is still there after the failed submit.
    await expect(canvas.getByLabelText(/Real name/)).toHaveValue('Zhang San');
    await userEvent.type(canvas.getByLabelText(/ID card number/), '8');
    await userEvent.click(canvas.getByRole('button', { name: 'Delivery region' }));
    const sheet = within(document.body.querySelector('[role="dialog"]') as HTMLElement);
    await userEvent.click(sheet.getByRole('button', { name: /Guangdong/ }));
    await userEvent.click(sheet.getByRole('button', { name: /Shenzhen/ }));
    await userEvent.click(sheet.getByRole('button', { name: /Nanshan/ }));
    await expect(canvas.getByRole('button', { name: 'Delivery region' })).toHaveTextContent(
      'Guangdong Shenzhen Nanshan',
    );
    await userEvent.type(canvas.getByLabelText(/Street address/), 'Building 1 Room 101');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Stands for the visitor's location, which the page suggests as the region when it arrives. */
const LOCATED = 'story:located';

/**
 * The visitor's province arrives while the region picker is open and a city is already picked:
 * the picks stay (the form used to draw the picker anew with the suggestion, losing them).
 */
export const LateSuggestionKeepsPicks: Story = {
  render: function Render(args) {
    const [values, setValues] = useState(emptyOrderForm());
    const [suggested, setSuggested] = useState<string[]>([]);
    useEffect(() => {
      const located = () => setSuggested(['440000']);
      window.addEventListener(LOCATED, located);
      return () => window.removeEventListener(LOCATED, located);
    }, []);
    return <OrderForm {...args} values={values} onChange={setValues} suggestedRegion={suggested} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delivery region' }));
    const sheet = within(document.body.querySelector('[role="dialog"]') as HTMLElement);
    await userEvent.click(sheet.getByRole('button', { name: /Guangdong/ }));
    await userEvent.click(sheet.getByRole('button', { name: /Shenzhen/ }));
    window.dispatchEvent(new Event(LOCATED));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() =>
      expect(sheet.getByRole('button', { name: /Shenzhen/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await userEvent.click(sheet.getByRole('button', { name: /Nanshan/ }));
    await expect(canvas.getByRole('button', { name: 'Delivery region' })).toHaveTextContent(
      'Guangdong Shenzhen Nanshan',
    );
  },
};

export const WithErrors: Story = {
  args: {
    values: { ...emptyOrderForm(), name: 'Z', mobile: '1380013' },
    errors: { name: 'name', mobile: 'mobile', idCard: 'idCard', region: 'region', agree: 'agree' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Enter an 11-digit mobile number starting with 1.'),
    ).toBeVisible();
    await expect(canvas.getByText('Please agree to the trading terms.')).toBeVisible();
  },
};

/** What the form holds when it is sent, as the page reads it. */
const submitted = fn();

/**
 * Numbers as phones fill them in and people type or paste them: `+86 138 0013 8000` is sent as
 * its 11 digits, an ID card with a lower-case x as X. A mobile that is still not one after that
 * stays as typed, with the field's message.
 */
export const NumbersAsWritten: Story = {
  args: { needSmsCode: false, fields: [] },
  render: function Render(args) {
    const [values, setValues] = useState(emptyOrderForm());
    const [errors, setErrors] = useState<OrderFormErrors>({});
    return (
      <OrderForm
        {...args}
        values={values}
        onChange={setValues}
        errors={errors}
        onSubmit={() => {
          setErrors(validateOrderForm(values, { needSmsCode: false, fields: [] }));
          submitted(values);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    const mobile = canvas.getByLabelText(/Mobile/);
    const idCard = canvas.getByLabelText(/ID card number/);
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await expect(mobile).toHaveAttribute('inputmode', 'tel');
    await userEvent.type(mobile, '+86 138 0013 800');
    await userEvent.type(idCard, '11010519491231002x');
    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }));
    // One digit short: kept as typed, with the field's message.
    await expect(mobile).toHaveValue('+86 138 0013 800');
    await expect(
      canvas.getByText('Enter an 11-digit mobile number starting with 1.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Enter a valid 18-character ID card number.')).toBeNull();
    await userEvent.type(mobile, '0');
    await expect(mobile).toHaveValue('13800138000');
    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }));
    await expect(submitted).toHaveBeenLastCalledWith(
      expect.objectContaining({ mobile: '13800138000', idCard: '11010519491231002X' }),
    );
    await expect(canvas.queryByText('Enter an 11-digit mobile number starting with 1.')).toBeNull();
  },
};

export const CodeCountdownAndSubmitting: Story = {
  args: { smsSecondsLeft: 42, submitting: true, chosenNumber: '13812348888' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Again in 42 s' })).toBeDisabled();
    await expect(canvas.getByText('Your number: 13812348888')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Place the order/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  args: { needSmsCode: false, fields: [] },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(/短信验证码/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '《交易条款》' }));
    await expect(args.onOpenAgreement).toHaveBeenCalled();
  },
};
