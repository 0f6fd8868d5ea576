import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentKeyboard } from '../../../src/components/iot/home/PaymentKeyboard';

const meta = {
  title: 'Card/Widgets/Home/PaymentKeyboard',
  component: PaymentKeyboard,
  args: { open: true, amount: 29.9, onComplete: fn(), onForgot: fn(), onClose: fn() },
} satisfies Meta<typeof PaymentKeyboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

const tap = async (keys: string) => {
  const pad = within(await body.findByRole('group', { name: 'Number keyboard' }));
  for (const key of keys) await userEvent.click(pad.getByRole('button', { name: key }));
};

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Enter pay password' });
    await expect(within(dialog).getByText('¥29.90')).toBeVisible();
    await tap('1234567');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const DeleteAndForgot: Story = {
  play: async ({ args }) => {
    await tap('12');
    const pad = within(body.getByRole('group', { name: 'Number keyboard' }));
    await userEvent.click(pad.getByRole('button', { name: 'Delete' }));
    await tap('90000');
    await expect(args.onComplete).toHaveBeenCalledWith('190000');
    await userEvent.click(body.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgot).toHaveBeenCalledTimes(1);
  },
};

export const WrongPassword: Story = {
  args: { error: 'Wrong pay password, 2 tries left' },
  play: async () => {
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByText('Wrong pay password, 2 tries left')).toBeVisible();
  },
};

export const Verifying: Story = {
  args: { verifying: true, onForgot: undefined },
  play: async ({ args }) => {
    await tap('123456');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await expect(body.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  },
};

export const ShuffledKeys: Story = {
  args: { shuffle: true, seed: 7, amount: undefined },
  play: async ({ args }) => {
    await tap('000000');
    await expect(args.onComplete).toHaveBeenCalledWith('000000');
  },
};

export const Closes: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  args: { amount: 1999 },
  globals: { locale: 'zh-Hans' },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: '请输入支付密码' });
    await expect(within(dialog).getByText('支付金额')).toBeVisible();
    const pad = within(await body.findByRole('group', { name: '数字键盘' }));
    for (const key of '654321') await userEvent.click(pad.getByRole('button', { name: key }));
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
  },
};
