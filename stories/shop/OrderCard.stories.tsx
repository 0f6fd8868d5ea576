import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderCard } from '../../src/components/shop/OrderCard';
import { order } from './fixtures';

const meta = {
  title: 'Shop/Widgets/OrderCard',
  component: OrderCard,
  args: {
    order,
    statusLabel: 'Unpaid',
    statusType: 'warning',
    createdText: '2026/11/21 18:00',
    onPay: fn(),
    onLogistics: fn(),
    onResetCert: fn(),
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unpaid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unpaid')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Track parcel' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(args.onPay).toHaveBeenCalledWith(order);
  },
};

export const Shipped: Story = {
  args: {
    order: { ...order, status: 3, expressName: 'SF Express', expressNo: 'SF1234567890' },
    statusLabel: 'Shipped',
    statusType: 'primary',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Pay' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Track parcel' }));
    await expect(args.onLogistics).toHaveBeenCalled();
  },
};

export const LongAddress: Story = {
  args: {
    order: { ...order, status: 4, mobile: '', address: 'A very long delivery address '.repeat(6) },
    statusLabel: 'Done',
    statusType: 'success',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const Chinese: Story = {
  args: { order: { ...order, goodsName: '精品靓号套餐 59元' }, statusLabel: '待支付' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '去支付' })).toBeVisible();
  },
};
