import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PointsHeader } from '../../../src/components/iotServices/points/PointsHeader';

const meta = {
  title: 'Card services/Widgets/Points shop/PointsHeader',
  component: PointsHeader,
  args: { integral: 1280, onLedger: fn(), onOrders: fn(), onTasks: fn() },
} satisfies Meta<typeof PointsHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,280')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ledger' }));
    await userEvent.click(canvas.getByRole('button', { name: 'My orders' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Earn points' }));
    await expect(args.onLedger).toHaveBeenCalledTimes(1);
    await expect(args.onOrders).toHaveBeenCalledTimes(1);
    await expect(args.onTasks).toHaveBeenCalledTimes(1);
  },
};

export const ExtremeValue: Story = {
  args: { integral: 123456789012 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('123,456,789,012')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('我的积分')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '赚积分' })).toBeVisible();
  },
};
