import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthStatusList } from '../../src/components/iot/AuthStatusList';

const meta = {
  title: 'Card/Widgets/AuthStatusList',
  component: AuthStatusList,
  args: { operator: 0, platform: 0, onOperator: fn(), onPlatform: fn() },
} satisfies Meta<typeof AuthStatusList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotDone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify: Operator real-name' }));
    await expect(args.onOperator).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify: Platform real-name' }));
    await expect(args.onPlatform).toHaveBeenCalled();
  },
};

export const Mixed: Story = {
  args: { operator: 1, platform: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.getByText('Under review')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { operator: 0, platform: -1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('无需认证')).toBeVisible();
  },
};
