import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LogisticsPanel } from '../../../src/components/iotServices/points/LogisticsPanel';
import { LOGISTICS } from './fixtures';

const meta = {
  title: 'Card services/Widgets/Points shop/LogisticsPanel',
  component: LogisticsPanel,
  args: { logistics: LOGISTICS },
} satisfies Meta<typeof LogisticsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTransit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/SF1234567890 · Out for delivery/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const NotShipped: Story = {
  args: { logistics: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not shipped yet')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { logistics: { ...LOGISTICS, state: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/已签收/)).toBeVisible();
  },
};
