import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlowCard } from '../../src/components/iot-home/FlowCard';

const NOW = new Date(2026, 10, 22, 10, 0, 0);

const meta = {
  title: 'IoT home/FlowCard',
  component: FlowCard,
  args: {
    useFlow: 3584,
    totalFlow: 10240,
    surplusFlow: 6656,
    surplusUnit: 'MB',
    dayUseFlow: 120.5,
    monthUseFlow: 3584,
    isInfiniteFlow: false,
    status: 1,
    endAt: '2027-03-31 23:59:59',
    now: NOW,
    onRetry: fn(),
  },
} satisfies Meta<typeof FlowCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('progressbar', { name: 'Data used' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6.5 GB')).toBeVisible();
    await expect(canvas.getAllByText('3.5 GB')).toHaveLength(2);
    await expect(canvas.getByText('10 GB')).toBeVisible();
    await expect(canvas.getByText('120.5 MB')).toBeVisible();
    await expect(canvas.getByText('Valid until 2027-03-31')).toBeVisible();
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '35');
  },
};

export const Unused: Story = {
  args: { useFlow: 0, surplusFlow: 10, surplusUnit: 'GB', dayUseFlow: 0, monthUseFlow: 0 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '0');
    await expect(within(canvasElement).getByText('10 GB', { selector: 'strong' })).toBeVisible();
  },
};

export const FullyUsed: Story = {
  args: { useFlow: 10240, surplusFlow: 0, monthUseFlow: 10240 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    await expect(within(canvasElement).getByText('0 MB', { selector: 'strong' })).toBeVisible();
  },
};

export const OverUsedIsClamped: Story = {
  args: { useFlow: 20480, surplusFlow: undefined },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    await expect(within(canvasElement).getByText('0 MB', { selector: 'strong' })).toBeVisible();
  },
};

export const InfiniteFlow: Story = {
  args: { isInfiniteFlow: true, totalFlow: -1, useFlow: 204800, surplusFlow: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Unlimited')).toHaveLength(2);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByText('200 GB')).toBeVisible();
  },
};

export const ExpiringSoon: Story = {
  args: { endAt: '2026-12-10 23:59:59' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expires in 18 days')).toBeVisible();
  },
};

export const ExpiresAtThirtyDays: Story = {
  args: { endAt: '2026-12-22T08:00:00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expires in 30 days')).toBeVisible();
  },
};

export const ExpiresToday: Story = {
  args: { endAt: '2026-11-22 23:59:59' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expires today')).toBeVisible();
  },
};

export const Expired: Story = {
  args: { endAt: '2026-11-01 00:00:00', status: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expired')).toBeVisible();
  },
};

export const NoPackage: Story = {
  args: { status: 3, useFlow: 0, totalFlow: 0, surplusFlow: 0, endAt: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data package yet')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading data usage');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Error: Story = {
  args: { error: 'Data usage could not be loaded' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Data usage could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Shared data pool of the warehouse scanners, second floor',
    useFlow: 9830400,
    totalFlow: 10485760,
    surplusFlow: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/warehouse/);
    await expect(canvas.getByText('9.38 TB')).toBeVisible();
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '94');
  },
};

export const Chinese: Story = {
  args: { endAt: '2026-12-10 23:59:59' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('18 天后到期')).toBeVisible();
    await expect(canvas.getByText('今日已用')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '流量使用' })).toBeVisible();
  },
};
