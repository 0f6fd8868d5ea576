import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadState } from '../../src/components/shop/LoadState';
import { SmsCodeButton } from '../../src/components/shop/SmsCodeButton';

const meta = {
  title: 'Shop/LoadState',
  component: LoadState,
  args: {
    loading: false,
    error: false,
    empty: false,
    emptyText: 'No orders yet.',
    onRetry: fn(),
    children: <p>Loaded content</p>,
  },
} satisfies Meta<typeof LoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loaded content')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Loaded content')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  args: { error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Could not load this page')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { notFound: true, error: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Not found/)).toBeVisible();
    await expect(canvas.queryByText(/network/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const EmptyList: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders yet.')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { error: true },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('页面加载失败')).toBeVisible();
  },
};

export const SmsCode: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      <SmsCodeButton secondsLeft={0} sending={false} onSend={fn()} />
      <SmsCodeButton secondsLeft={37} sending={false} onSend={fn()} />
      <SmsCodeButton secondsLeft={0} sending onSend={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Again in 37 s' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /Get code/ })).toHaveLength(2);
  },
};
