import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayPasswordPad } from '../../src/components/iot/PayPasswordPad';

const meta = {
  title: 'Card/Widgets/PayPasswordPad',
  component: PayPasswordPad,
  args: {
    prompt: 'Enter a new 6-digit pay password',
    info: 'The pay password protects payments from the card balance.',
    onComplete: fn(),
  },
} satisfies Meta<typeof PayPasswordPad>;

export default meta;
type Story = StoryObj<typeof meta>;

const tap = async (root: HTMLElement, keys: string) => {
  const pad = within(within(root).getByRole('group', { name: 'Number keyboard' }));
  for (const key of keys) await userEvent.click(pad.getByRole('button', { name: key }));
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await tap(canvasElement, '2468');
    const pad = within(within(canvasElement).getByRole('group', { name: 'Number keyboard' }));
    await userEvent.click(pad.getByRole('button', { name: 'Delete' }));
    await tap(canvasElement, '013');
    await expect(args.onComplete).toHaveBeenCalledWith('246013');
  },
};

export const Mismatch: Story = {
  args: { error: 'The two passwords do not match. Enter the new one again.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The two passwords do not match. Enter the new one again.'),
    ).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    await tap(canvasElement, '135790');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { prompt: '请输入当前支付密码', info: '忘记密码？请联系客服重置。' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: '请输入当前支付密码' }),
    ).toBeVisible();
  },
};
