import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GoodsDetail } from '../../src/components/shop/GoodsDetail';
import { goods } from './fixtures';

const meta = {
  title: 'Shop/Widgets/GoodsDetail',
  component: GoodsDetail,
  args: { goods },
} satisfies Meta<typeof GoodsDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: /Mobile Star/ })).toHaveTextContent(
      'Mobile Star card',
    );
    await expect(canvas.getByText('70 GB')).toBeVisible();
    await expect(canvas.getByText('Discounted price for the first 12 months')).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { goods: { ...goods, stock: 0, discountMonths: 0, detail: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sold out')).toBeVisible();
  },
};

export const ExtremeValues: Story = {
  args: {
    goods: {
      ...goods,
      name: 'Broadband 1000M '.repeat(5),
      generalFlow: 99999,
      directedFlow: 0,
      callMinutes: 10000,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(within(canvasElement).getByText('99999 GB')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { goods: { ...goods, name: '移动星辰卡 29元 100G', detail: '<p>首月免费体验。</p>' } },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('通用流量')).toBeVisible();
  },
};
