import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PackageHead } from '../../src/components/iot/PackageHead';
import { NOW, PACKAGES, SECKILL } from './fixtures';

const meta = {
  title: 'Card/Widgets/PackageHead',
  component: PackageHead,
  args: { item: PACKAGES[0], now: () => NOW },
} satisfies Meta<typeof PackageHead>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ordinary: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Monthly 30 GB' }),
    ).toBeVisible();
  },
};

export const FlashSaleOpen: Story = {
  args: { item: SECKILL, phase: 'open' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Ends in/)).toBeVisible();
    await expect(canvas.getByText('37 left')).toBeVisible();
  },
};

export const FlashSaleEnded: Story = {
  args: { item: SECKILL, phase: 'ended' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This flash sale has ended')).toBeVisible();
  },
};

export const UpcomingChinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: {
    item: {
      ...SECKILL,
      seckillStartAt: '2026-11-22T11:00:00.000Z',
      seckillEndAt: '2026-11-22T12:00:00.000Z',
    },
    phase: 'upcoming',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/距开始/)).toBeVisible();
  },
};
