import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AssetPanel } from '../../../src/components/iotServices/user/AssetPanel';

const meta = {
  title: 'Card services/Widgets/User centre/AssetPanel',
  component: AssetPanel,
  args: {
    balance: 58.5,
    integral: 1280,
    couponCoin: 30,
    onBalance: fn(),
    onPoints: fn(),
    onCoins: fn(),
  },
} satisfies Meta<typeof AssetPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /58.50/ }));
    await userEvent.click(canvas.getByRole('button', { name: /1280/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Coupon coins/ }));
    await expect(args.onBalance).toHaveBeenCalledTimes(1);
    await expect(args.onPoints).toHaveBeenCalledTimes(1);
    await expect(args.onCoins).toHaveBeenCalledTimes(1);
  },
};

export const ExtremeValues: Story = {
  args: { balance: 1234567.891, integral: 987654321, couponCoin: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1234567.89')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('券币')).toBeVisible();
  },
};
