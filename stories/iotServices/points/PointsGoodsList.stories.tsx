import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PointsGoodsList } from '../../../src/components/iotServices/points/PointsGoodsList';
import { GOODS } from './fixtures';

const meta = {
  title: 'iotServices/points/PointsGoodsList',
  component: PointsGoodsList,
  args: { goods: GOODS, onSelect: fn() },
} satisfies Meta<typeof PointsGoodsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('800 points + ¥9.90')).toBeVisible();
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /保温杯/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(GOODS[1]);
  },
};

export const Empty: Story = {
  args: { goods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products in this category yet')).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    goods: [
      {
        ...GOODS[0],
        name: 'Extra long braided Type-C fast charging cable with a very long product name that wraps',
        integral: 99999,
        money: 1999.5,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99999 points + ¥1999.50')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('300 积分')).toBeVisible();
    await expect(canvas.getByText('已兑完')).toBeVisible();
  },
};
