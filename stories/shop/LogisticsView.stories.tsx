import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LogisticsView } from '../../src/components/shop/LogisticsView';
import { logistics } from './fixtures';

const meta = {
  title: 'Shop/Widgets/LogisticsView',
  component: LogisticsView,
  args: { logistics, formatTime: (iso: string) => iso.slice(0, 16).replace('T', ' ') },
} satisfies Meta<typeof LogisticsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTransit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tracking no. SF1234567890')).toBeVisible();
    await expect(canvas.getByText('Out for delivery')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Delivered: Story = {
  args: { logistics: { ...logistics, state: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Delivered')).toBeVisible();
  },
};

export const NoTrace: Story = {
  args: { logistics: { ...logistics, state: 0, traces: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tracking events yet.')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    logistics: {
      ...logistics,
      expressName: '顺丰速运',
      traces: [{ time: '2026-11-22T08:00:00.000Z', context: '【深圳南山】快递员正在派件' }],
    },
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('派送中')).toBeVisible();
  },
};
