import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from '../../src/components/shop/LoginForm';

const meta = {
  title: 'Shop/Widgets/LoginForm',
  component: LoginForm,
  args: {
    mode: 1,
    mobile: '',
    secret: '',
    onMobileChange: fn(),
    onSecretChange: fn(),
    errors: {},
    smsSecondsLeft: 0,
    smsSending: false,
    onSendCode: fn(),
    submitting: false,
    onSubmit: fn(),
    hint: 'Use the mobile number you ordered with.',
    onOpenAgreement: fn(),
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Mobile/), '1');
    await expect(args.onMobileChange).toHaveBeenLastCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onSendCode).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    // The login agreement is one tap away.
    await expect(canvas.getByText(/By logging in you agree to the/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Login agreement' }));
    await expect(args.onOpenAgreement).toHaveBeenCalled();
  },
};

export const WithErrors: Story = {
  args: {
    mobile: '1380013',
    secret: '12',
    errors: {
      mobile: 'Enter an 11-digit mobile number starting with 1.',
      secret: 'Enter the 6-digit SMS code.',
    },
    smsSecondsLeft: 58,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter the 6-digit SMS code.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Again in 58 s' })).toBeDisabled();
  },
};

export const ByIdCard: Story = {
  args: { mode: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/ID card number/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find my orders' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { hint: '请使用下单时填写的手机号。' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '获取验证码' })).toBeVisible();
  },
};

/** What the form hands on when it is sent, as the page reads it. */
const submitted = fn();

/**
 * The mobile and ID card as phones fill them in and people paste them: `0086 138 0013 8000` is
 * sent as its 11 digits, and an ID card pasted in groups with a lower-case x as its 18 characters.
 */
export const NumbersAsWritten: Story = {
  args: { mode: 2 },
  render: function Render(args) {
    const [mobile, setMobile] = useState('');
    const [secret, setSecret] = useState('');
    return (
      <LoginForm
        {...args}
        mobile={mobile}
        secret={secret}
        onMobileChange={setMobile}
        onSecretChange={setSecret}
        onSubmit={() => submitted({ mobile, secret })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    const mobile = canvas.getByLabelText(/Mobile/);
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await expect(mobile).toHaveAttribute('inputmode', 'tel');
    await userEvent.type(mobile, '0086 138 0013 8000');
    await expect(mobile).toHaveValue('13800138000');
    await userEvent.click(canvas.getByLabelText(/ID card number/));
    await userEvent.paste('110105 19491231 002x');
    await expect(canvas.getByLabelText(/ID card number/)).toHaveValue('11010519491231002X');
    await userEvent.click(canvas.getByRole('button', { name: 'Find my orders' }));
    await expect(submitted).toHaveBeenCalledWith({
      mobile: '13800138000',
      secret: '11010519491231002X',
    });
  },
};
