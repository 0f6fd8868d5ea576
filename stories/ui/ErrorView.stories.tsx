import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorView } from '../../src/components/ui/ErrorView';

const meta = {
  title: 'UI kit/ErrorView',
  component: ErrorView,
  args: {
    title: 'This page could not be shown',
    description: 'Something went wrong while opening it. Tap to try again.',
    actionLabel: 'Reload',
    onAction: fn(),
  },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This page could not be shown');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = {
  args: {
    icon: 'wifiOff',
    title: 'No network connection',
    description: 'Check that mobile data or Wi-Fi is on, then try again.',
    status: 'Still offline. Check your network settings and try again.',
    actionLabel: 'Try again',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Still offline/)).toBeVisible();
  },
};

export const Busy: Story = {
  args: { ...Offline.args, status: 'Checking the connection…', busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Try again' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const WithoutAction: Story = {
  args: { onAction: undefined, description: undefined, title: 'This page does not exist' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Chinese: Story = {
  args: {
    title: '页面暂时无法显示',
    description: '打开页面时出了点问题，点击重试。',
    actionLabel: '重新加载',
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '重新加载' })).toBeVisible();
  },
};
