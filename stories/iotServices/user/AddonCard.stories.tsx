import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddonCard } from '../../../src/components/iotServices/user/AddonCard';

const NOW = new Date(2026, 10, 22, 10, 0, 0);
const PRIVILEGES = {
  gi: '',
  items: [
    { title: '专属客服', icon: 'service', desc: '7x24 小时一对一服务' },
    { title: '套餐九折', icon: 'discount', desc: '订购套餐享 9 折' },
  ],
};

const meta = {
  title: 'Card services/Widgets/User centre/AddonCard',
  component: AddonCard,
  args: {
    kind: 'vip',
    name: '黄金会员',
    startAt: '2026-11-02T02:00:00.000Z',
    endAt: '2027-11-02T02:00:00.000Z',
    validTag: 1,
    privileges: PRIVILEGES,
    now: NOW,
    onBuy: fn(),
  },
} satisfies Meta<typeof AddonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vip: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText(/345 days left/)).toBeVisible();
    await expect(canvas.getByText('套餐九折')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew' }));
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
  },
};

export const None: Story = {
  args: { name: '', privileges: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No VIP membership yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy' })).toBeVisible();
  },
};

export const Accelerate: Story = {
  args: {
    kind: 'accelerate',
    name: '5G 极速包 7 天',
    startAt: '2026-11-21T02:00:00.000Z',
    endAt: '2026-11-28T02:00:00.000Z',
    speed: '最高 300 Mbps',
    privileges: null,
    onBuy: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Speed: 最高 300 Mbps')).toBeVisible();
  },
};

export const Expired: Story = {
  args: { validTag: 0, endAt: '2026-11-01T02:00:00.000Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expired')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/剩余 345 天/)).toBeVisible();
  },
};
