import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UsageChart } from '../../src/components/iot/UsageChart';

const days = (count: number, flow: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    flow: flow(i),
  }));

const meta = {
  title: 'Card/Widgets/UsageChart',
  component: UsageChart,
  args: { points: days(7, (i) => 200 + i * 120) },
} satisfies Meta<typeof UsageChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Total 3.83 GB/)).toBeVisible();
    await expect(canvas.getByLabelText('2026-11-07: 920 MB')).toBeInTheDocument();
  },
};

export const MonthWithZeros: Story = {
  args: { points: days(30, (i) => (i % 5 === 0 ? 0 : ((i * 131) % 900) + 100)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(30);
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing here yet')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/日均/)).toBeVisible();
  },
};
