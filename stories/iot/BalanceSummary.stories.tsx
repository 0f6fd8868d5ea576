import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BalanceSummary } from '../../src/components/iot/BalanceSummary';

const meta = {
  title: 'Card/Widgets/BalanceSummary',
  component: BalanceSummary,
  args: { balance: 58.5, arrears: 0, number: '1064800000001', isDevice: false },
} satisfies Meta<typeof BalanceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('¥58.50')).toBeVisible();
    await expect(canvas.getByText(/Recharge number: 1064800000001/)).toBeVisible();
  },
};

export const Arrears: Story = {
  args: { balance: 0, arrears: 23.6, number: '1064800000002' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In arrears ¥23.60')).toBeVisible();
  },
};

export const Device: Story = {
  args: { number: 'MF8600000007', isDevice: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Device number: MF8600000007/)).toBeVisible();
  },
};

export const ExtremeChinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { balance: 99999999.99, arrears: 1234.5, number: '89860400000000070001' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥99999999.99')).toBeVisible();
  },
};
