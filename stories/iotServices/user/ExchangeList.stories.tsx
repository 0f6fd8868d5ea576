import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExchangeList } from '../../../src/components/iotServices/user/ExchangeList';

const ITEMS = [
  { id: 1, name: '5 元套餐券', coin: 10, value: 5, minSpend: 20, stock: 100 },
  { id: 2, name: '20 元套餐券', coin: 40, value: 20, minSpend: 100, stock: 10 },
  { id: 3, name: '50 元套餐券', coin: 200, value: 50, minSpend: 0, stock: 0 },
];

const meta = {
  title: 'Card services/Widgets/User centre/ExchangeList',
  component: ExchangeList,
  args: { items: ITEMS, coins: 30, onExchange: fn() },
} satisfies Meta<typeof ExchangeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Exchange 20 元套餐券' })).toBeDisabled();
    await expect(canvas.getByText('Not enough coupon coins')).toBeVisible();
    await expect(canvas.getByText('All exchanged')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Exchange 5 元套餐券' }));
    await expect(args.onExchange).toHaveBeenCalledWith(ITEMS[0]);
  },
};

export const Exchanging: Story = {
  args: { exchangingId: 1 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Exchange 5 元套餐券/ }),
    );
    await expect(args.onExchange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No coupons to exchange right now')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('套餐满 ¥20 可用')).toBeVisible();
  },
};
