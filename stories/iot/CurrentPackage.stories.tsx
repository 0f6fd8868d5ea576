import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CurrentPackage } from '../../src/components/iot/CurrentPackage';

const meta = {
  title: 'Card/Widgets/CurrentPackage',
  component: CurrentPackage,
  args: { totalFlow: 30720, useFlow: 10240, endDate: '2027-01-01', daysLeft: 40 },
} satisfies Meta<typeof CurrentPackage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Used 10 GB of 30 GB')).toBeVisible();
  },
};

export const NearlyUsedUpAndExpiring: Story = {
  args: { useFlow: 30000, daysLeft: 3, endDate: '2026-11-25' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/3 days left/)).toBeVisible();
  },
};

export const Unlimited: Story = {
  args: { totalFlow: -1, useFlow: 88000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Used 85.94 GB (unlimited)')).toBeVisible();
  },
};

export const NoPackageChinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { totalFlow: 0, useFlow: 0, endDate: '2026-11-19', daysLeft: -3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无生效中的套餐')).toBeVisible();
    await expect(canvas.getByText(/已过期/)).toBeVisible();
  },
};
