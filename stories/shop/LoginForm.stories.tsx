import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from '../../src/components/shop/LoginForm';

const meta = {
  title: 'shop/LoginForm',
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
    await userEvent.type(canvas.getByLabelText(/Mobile/), '1a');
    await expect(args.onMobileChange).toHaveBeenLastCalledWith('');
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
