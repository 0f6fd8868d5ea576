import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PointsOrderCard } from '../../../src/components/iotServices/points/PointsOrderCard';
import { ORDER } from './fixtures';

const meta = {
  title: 'Card services/Widgets/Points shop/PointsOrderCard',
  component: PointsOrderCard,
  args: { order: ORDER, onOpen: fn(), onCancel: fn(), onPay: fn() },
} satisfies Meta<typeof PointsOrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unpaid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unpaid')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await userEvent.click(canvas.getByRole('button', { name: /保温杯/ }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const Shipped: Story = {
  args: { order: { ...ORDER, status: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shipped')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay' })).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { order: { ...ORDER, status: 4, quantity: 10, integral: 8000, money: 99 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('8000 points + ¥99.00')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('待支付')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去支付' })).toBeVisible();
  },
};
