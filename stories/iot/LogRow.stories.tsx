import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LogRow } from '../../src/components/iot/LogRow';

const meta = {
  title: 'Card/Widgets/LogRow',
  component: LogRow,
  args: {
    title: 'Monthly 30 GB',
    detail: '2026-11-02 – 2026-12-02',
    time: '2026-11-02 07:08',
    amount: '-¥29.00',
    tone: 'minus',
    note: 'Active',
  },
} satisfies Meta<typeof LogRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Package: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-¥29.00')).toBeVisible();
  },
};

export const Recharge: Story = {
  args: {
    title: 'BAL1763800000000',
    detail: 'incl. ¥5.00 bonus',
    amount: '+¥50.00',
    tone: 'plus',
    note: 'Paid',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid')).toBeVisible();
  },
};

export const LongText: Story = {
  // The title ends in an ellipsis on purpose; the amount stays whole.
  parameters: { phone: { truncates: true } },
  args: {
    title: '订购套餐 全国通用超大流量年度尊享套餐（含 5G 加速与夜间不限量）',
    amount: '-¥99999.99',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-¥99999.99')).toBeVisible();
  },
};
