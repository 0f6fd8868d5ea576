import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IncompleteLink } from '../../src/components/ui/IncompleteLink';

const meta = {
  title: 'UI kit/IncompleteLink',
  component: IncompleteLink,
  args: { actionLabel: 'See all packages', onAction: fn() },
} satisfies Meta<typeof IncompleteLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithWayOn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Not found/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'See all packages' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const WithoutWayOn: Story = {
  args: { actionLabel: undefined, onAction: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { actionLabel: '查看全部套餐' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '查看全部套餐' })).toBeVisible();
  },
};
