import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StorePointList } from '../../../src/components/iotServices/points/StorePointList';
import { STORE } from './fixtures';

const OTHER = {
  ...STORE,
  id: 2,
  name: '福田会展中心营业厅',
  address: '深圳市福田区福华三路 88 号',
};

const meta = {
  title: 'Card services/Widgets/Points shop/StorePointList',
  component: StorePointList,
  args: { stores: [STORE, OTHER], selectedId: 1, onSelect: fn() },
} satisfies Meta<typeof StorePointList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /南山科技园营业厅/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: /福田会展中心营业厅/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(OTHER);
  },
};

export const Empty: Story = {
  args: { stores: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No pick-up point for this product'),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/营业 /)).toHaveLength(2);
  },
};
