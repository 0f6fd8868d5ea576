import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BindPhoneForm } from '../../src/components/iot/BindPhoneForm';

const meta = {
  title: 'Card/Widgets/BindPhoneForm',
  component: BindPhoneForm,
  args: {
    current: '',
    mobile: '',
    code: '',
    resendIn: 0,
    sending: false,
    submitting: false,
    errors: {},
    onMobileChange: fn(),
    onCodeChange: fn(),
    onSend: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof BindPhoneForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Mobile number/), 'a1');
    await expect(args.onMobileChange).toHaveBeenLastCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Bind' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const CodeSent: Story = {
  args: { current: '13900139000', mobile: '13800138000', resendIn: 42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bound phone: 13900139000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend in 42 s' })).toBeDisabled();
  },
};

export const ErrorsChinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: {
    mobile: '123',
    errors: { mobile: '请输入以 1 开头的 11 位手机号', code: '请输入 6 位验证码' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('请输入 6 位验证码')).toBeVisible();
  },
};

/** What the form holds when it is sent, as the page reads it. */
const submitted = fn();

/** A mobile pasted with spaces and the country code is bound as its 11 digits. */
export const PastedMobile: Story = {
  render: function Render(args) {
    const [mobile, setMobile] = useState('');
    const [code, setCode] = useState('');
    return (
      <BindPhoneForm
        {...args}
        mobile={mobile}
        code={code}
        onMobileChange={setMobile}
        onCodeChange={setCode}
        onSubmit={() => submitted({ mobile, code })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    const mobile = canvas.getByLabelText(/Mobile number/);
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.click(mobile);
    await userEvent.paste('+86 138 0013 8000');
    await expect(mobile).toHaveValue('13800138000');
    await userEvent.type(canvas.getByLabelText(/Verification code/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Bind' }));
    await expect(submitted).toHaveBeenCalledWith({ mobile: '13800138000', code: '123456' });
  },
};
