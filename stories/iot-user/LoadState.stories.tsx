import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadState } from '../../src/components/iot-user/LoadState';

const meta = {
  title: 'IoT user/LoadState',
  component: LoadState,
  args: { loading: false, error: false, onRetry: fn(), children: <p>Loaded content</p> },
} satisfies Meta<typeof LoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loaded content')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Loaded content')).toBeNull();
  },
};

export const Failed: Story = {
  args: { error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load this page');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('页面加载失败')).toBeVisible();
  },
};
