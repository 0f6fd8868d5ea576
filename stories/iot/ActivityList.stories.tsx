import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivityList } from '../../src/components/iot/ActivityList';
import { ACTIVITIES } from './fixtures';

const meta = {
  title: 'Card/Widgets/ActivityList',
  component: ActivityList,
  args: { activities: ACTIVITIES, onBuy: fn() },
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Includes 3 × 10 元套餐券')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Top up 50, get 60' }));
    await expect(args.onBuy).toHaveBeenCalledWith(ACTIVITIES[1]);
  },
};

export const Empty: Story = {
  args: { activities: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No recharge offers right now')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/支付 ¥/)).toHaveLength(2);
  },
};
