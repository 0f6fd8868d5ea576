import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SmsCodeField } from '../../src/components/shop/SmsCodeField';

const meta = {
  title: 'Shop/Widgets/SmsCodeField',
  component: SmsCodeField,
  args: {
    value: '',
    onChange: fn(),
    secondsLeft: 0,
    sending: false,
    onSend: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 12, maxWidth: 375 }}>{Story()}</div>],
} satisfies Meta<typeof SmsCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByPlaceholderText('6 digits');
    await userEvent.type(input, '1a');
    await expect(args.onChange).toHaveBeenCalledWith('1');
    await expect(args.onChange).not.toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

export const CountingDown: Story = {
  args: { value: '123456', secondsLeft: 42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Again in 42 s' })).toBeDisabled();
    await expect(canvas.getByDisplayValue('123456')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { value: '12', error: 'Enter the 6-digit code.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter the 6-digit code.')).toBeVisible();
    await expect(canvas.getByPlaceholderText('6 digits')).toHaveAttribute('aria-invalid', 'true');
  },
};
