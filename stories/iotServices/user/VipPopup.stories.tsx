import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VipPopup } from '../../../src/components/iotServices/user/VipPopup';

const PRIVILEGES = {
  gi: '',
  items: [
    { title: '专属客服', icon: 'service', desc: '7x24 小时一对一服务' },
    { title: '套餐九折', icon: 'discount', desc: '订购套餐享 9 折' },
    { title: '免费加速', icon: 'speed', desc: '每月赠送 1 次加速包' },
  ],
};

const meta = {
  title: 'Card services/Widgets/User centre/VipPopup',
  component: VipPopup,
  args: {
    open: true,
    name: '黄金会员',
    price: 19.9,
    privileges: PRIVILEGES,
    onBuy: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof VipPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Privileges of 黄金会员' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy' }));
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
  },
};

export const Closes: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async () => {
    await expect(await body.findByRole('dialog', { name: '黄金会员的权益' })).toBeVisible();
  },
};
