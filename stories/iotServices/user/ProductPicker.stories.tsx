import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductPicker } from '../../../src/components/iotServices/user/ProductPicker';

const PRODUCTS = [
  {
    id: 1,
    name: '黄金会员',
    price: 19.9,
    originalPrice: 29.9,
    lines: ['Valid for 1 year', '专属客服 · 套餐九折'],
  },
  { id: 2, name: '月度会员', price: 3.9, originalPrice: 5, lines: ['Valid for 1 month'] },
  { id: 3, name: '50 元套餐券', price: 0, lines: [], disabledReason: 'All exchanged' },
];

const meta = {
  title: 'Card services/Widgets/User centre/ProductPicker',
  component: ProductPicker,
  args: {
    products: PRODUCTS,
    selectedId: 1,
    label: 'VIP memberships',
    emptyText: 'Nothing on sale right now',
    onSelect: fn(),
  },
} satisfies Meta<typeof ProductPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /黄金会员/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: /月度会员/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: /50 元套餐券/ })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing on sale right now')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { products: [{ ...PRODUCTS[0], lines: ['有效期 1年'] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('有效期 1年')).toBeVisible();
  },
};
