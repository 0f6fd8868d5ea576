import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GoodsTags } from '../../src/components/shop/GoodsTags';
import { goods } from './fixtures';

const meta = {
  title: 'Shop/Widgets/GoodsTags',
  component: GoodsTags,
  args: { goods },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, padding: 12, maxWidth: 375 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof GoodsTags>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(goods.operatorName)).toBeVisible();
    for (const tag of goods.tags) await expect(canvas.getByText(tag)).toBeVisible();
    await expect(canvas.queryByText('Sold out')).toBeNull();
  },
};

export const SoldOut: Story = {
  args: { goods: { ...goods, stock: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sold out')).toBeVisible();
  },
};

export const NoOwnTags: Story = {
  args: { goods: { ...goods, tags: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(goods.operatorName)).toBeVisible();
  },
};
