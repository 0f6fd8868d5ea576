import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TerminalAuthForm } from '../../../src/components/iotServices/device/TerminalAuthForm';
import { storyClock } from '../../storyClock';

const meta = {
  title: 'Card services/Widgets/Device and Wi-Fi/TerminalAuthForm',
  component: TerminalAuthForm,
  args: { terminalName: 'android-5a1f', onSendCode: fn(), onSubmit: fn() },
} satisfies Meta<typeof TerminalAuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(canvas.getByText('Enter an 11-digit mobile number starting with 1')).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('13800138000');
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticate' }));
    await expect(canvas.getByText('Enter the code from the SMS (4-6 digits)')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'SMS code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticate' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mobile: '13800138000', code: '123456' });
  },
};

/** A mobile typed as it is written, with the country code and spaces, is sent as its 11 digits. */
export const MobileAsWritten: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await expect(mobile).toHaveAttribute('inputmode', 'tel');
    await userEvent.type(mobile, '+86 138 0013 8000');
    await expect(mobile).toHaveValue('13800138000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'SMS code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticate' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mobile: '13800138000', code: '123456' });
  },
};

/**
 * A digit put in the middle that makes the number whole: the spaces go, and the caret stays after
 * that digit rather than jumping to the end.
 */
export const CaretStaysPut: Story = {
  args: { initialMobile: '138 013 8000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Mobile number' });
    // "138 0|13 8000" -> "138 00|13 8000" -> "13800|138000"
    await userEvent.type(mobile, '0', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    await expect(mobile).toHaveValue('13800138000');
    await waitFor(() => expect(mobile.selectionStart).toBe(5));
    await userEvent.type(mobile, '9', { skipClick: true });
    await expect(mobile).toHaveValue('138009138000');
  },
};

/** The resend wait, moved by the play function instead of waiting. */
const clock = storyClock();

export const WaitingToResend: Story = {
  args: { resendIn: 59 },
  // The countdown ticks every second, so a screenshot would never be the same twice.
  parameters: { visual: false },
  beforeEach: clock.beforeEach,
  play: clock.during(async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
    await clock.advance(1000);
    await expect(canvas.getByRole('button', { name: 'Resend in 58 s' })).toBeDisabled();
    await clock.advance(58_000);
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
  }),
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '获取验证码' })).toBeVisible();
  },
};

/** Starts from a kept mobile and reports edits of it, never the SMS code. */
export const KeptMobile: Story = {
  args: { initialMobile: '13800138000', onMobileChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const mobile = canvas.getByLabelText('Mobile number', { exact: false });
    await expect(mobile).toHaveValue('13800138000');
    await userEvent.type(canvas.getByLabelText('SMS code', { exact: false }), '1234');
    await expect(args.onMobileChange).not.toHaveBeenCalled();
    await userEvent.type(mobile, '{backspace}');
    await expect(args.onMobileChange).toHaveBeenLastCalledWith('1380013800');
  },
};
