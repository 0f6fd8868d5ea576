import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutPanel } from '../../../src/components/iotServices/points/CheckoutPanel';
import { ADDRESS, GOODS, STORE } from './fixtures';

const meta = {
  title: 'Card services/Widgets/Points shop/CheckoutPanel',
  component: CheckoutPanel,
  args: {
    goods: GOODS[1],
    quantity: 1,
    integral: 1280,
    address: ADDRESS,
    store: null,
    onQuantity: fn(),
    onPickAddress: fn(),
    onPickStore: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof CheckoutPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'One less' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'One more' }));
    await expect(args.onQuantity).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: /张三 13800138000/ }));
    await expect(args.onPickAddress).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const NoAddress: Story = {
  args: { address: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Add a delivery address before placing the order',
    );
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a delivery address' }));
    await expect(args.onPickAddress).toHaveBeenCalledTimes(1);
  },
};

export const NotEnoughPoints: Story = {
  args: { quantity: 2, integral: 900 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You do not have enough points for this order',
    );
  },
};

export const PickUp: Story = {
  args: { goods: { ...GOODS[1], deliveryType: 2 }, address: null, store: STORE },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /南山科技园营业厅/ }));
    await expect(args.onPickStore).toHaveBeenCalledTimes(1);
  },
};

export const Placing: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Place order/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { goods: GOODS[2], address: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('兑换后自动发放到本卡')).toBeVisible();
  },
};
