import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponPicker } from '../../src/components/iot/CouponPicker';
import { COUPONS } from './fixtures';

const meta = {
  title: 'Card/Widgets/CouponPicker',
  component: CouponPicker,
  args: { open: true, coupons: COUPONS, price: 29, selectedId: 0, onSelect: fn(), onClose: fn() },
} satisfies Meta<typeof CouponPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Choose a coupon' }));
    const tickets = dialog.getAllByRole('button', { name: /off/ });
    // Usable first, unusable after; the expired coupon is not listed.
    await expect(tickets.map((ticket) => ticket.textContent?.includes('Welcome'))).not.toContain(
      true,
    );
    await expect(dialog.getByText('Not usable for this package')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /¥30 off ¥100/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /¥5 off ¥20/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(101);
    await userEvent.click(dialog.getByRole('button', { name: 'Do not use a coupon' }));
    await expect(args.onSelect).toHaveBeenCalledWith(0);
  },
};

export const Selected: Story = {
  args: { selectedId: 102 },
  play: async () => {
    const dialog = within(await body.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: /10% off packages/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const NoneUsable: Story = {
  args: { coupons: COUPONS.slice(2) },
  globals: { locale: 'zh-Hans' },
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: '选择优惠券' }));
    await expect(dialog.getByText('暂无可用')).toBeVisible();
  },
};
