import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PointsCost } from '../../../src/components/iotServices/points/PointsCost';

const meta = {
  title: 'Card services/Widgets/Points shop/PointsCost',
  component: PointsCost,
  args: { integral: 300, money: 0 },
} satisfies Meta<typeof PointsCost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PointsOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('300 points')).toBeVisible();
  },
};

export const WithCash: Story = {
  args: { integral: 1, money: 9.9, large: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 point + ¥9.90')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { integral: 800, money: 9.9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('800 积分 + ¥9.90')).toBeVisible();
  },
};
