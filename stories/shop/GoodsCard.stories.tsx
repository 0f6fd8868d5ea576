import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GoodsCard } from '../../src/components/shop/GoodsCard';
import { goods } from './fixtures';

const meta = {
  title: 'Shop/Widgets/GoodsCard',
  component: GoodsCard,
  args: { goods, columns: 1, onSelect: fn() },
  decorators: [(Story) => <div style={{ padding: 12, maxWidth: 375 }}>{Story()}</div>],
} satisfies Meta<typeof GoodsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('100 GB data · 100 min calls')).toBeVisible();
    await expect(canvas.getByText('35210 sold')).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onSelect).toHaveBeenCalledWith(101);
  },
};

export const TwoColumns: Story = {
  args: { columns: 2 },
  decorators: [(Story) => <div style={{ width: 170 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('button');
    await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth + 1);
  },
};

export const SoldOut: Story = {
  args: { goods: { ...goods, stock: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sold out')).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    goods: {
      ...goods,
      name: 'Unlimited nationwide data card with extra directed data for video and music apps, valid for two years',
      originalFee: 0,
    },
  },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('button');
    await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth + 1);
  },
};

export const Chinese: Story = {
  args: {
    goods: { ...goods, name: '移动星辰卡 29元 100G', operatorName: '中国移动', tags: ['首月免费'] },
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已售 35210')).toBeVisible();
  },
};
