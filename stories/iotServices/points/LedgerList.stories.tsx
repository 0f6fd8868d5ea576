import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LedgerList } from '../../../src/components/iotServices/points/LedgerList';

const ENTRIES = [
  {
    id: 3,
    amount: -300,
    after: 980,
    remark: '兑换 品牌数据线',
    createdAt: '2026-11-22T02:00:00.000Z',
  },
  { id: 2, amount: 10, after: 1280, remark: '每日签到', createdAt: '2026-11-21T02:00:00.000Z' },
];

const meta = {
  title: 'Card services/Widgets/Points shop/LedgerList',
  component: LedgerList,
  args: { entries: ENTRIES, unit: 'points', hasMore: true, onLoadMore: fn() },
} satisfies Meta<typeof LedgerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-300')).toBeVisible();
    await expect(canvas.getByText('+10')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Load more/ }));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const AllLoaded: Story = {
  args: { hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No more records')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [], hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records yet')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { unit: '券币', hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('没有更多了')).toBeVisible();
  },
};
