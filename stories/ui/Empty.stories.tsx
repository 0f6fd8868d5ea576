import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Empty } from '../../src/components/ui/Empty';
import { Button } from '../../src/components/ui/Button';

const meta = {
  title: 'UI kit/Empty',
  component: Empty,
  args: {},
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing here yet')).toBeVisible();
  },
};

const retry = fn();

export const WithAction: Story = {
  args: {
    ...Default.args,
    description: 'No orders yet',
    children: (
      <Button variant="primary" round onClick={retry}>
        Go shopping
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No orders yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go shopping' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    ...Default.args,
    description:
      'No coupons are available for this package. Coupons you receive from activities appear here.',
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/No coupons/);
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

export const Chinese: Story = {
  args: { ...Default.args },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};
