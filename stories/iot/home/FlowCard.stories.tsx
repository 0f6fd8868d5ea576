import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlowCard } from '../../../src/components/iot/home/FlowCard';
import { homeCard } from '../../../src/features/iot/home/homeView';
import { arrearsSim, infiniteSim, ordinarySim, STORY_NOW } from './fixtures';

// The data of the demo's card 1, 10 GB used of 30 GB; other seed cards where they show a state.

const meta = {
  title: 'Card/Widgets/Home/FlowCard',
  component: FlowCard,
  args: {
    ...homeCard(ordinarySim).flow,
    now: STORY_NOW,
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
    await expect(canvas.getByText('20 GB')).toBeVisible();
    await expect(canvas.getAllByText('10 GB')).toHaveLength(2);
    await expect(canvas.getByText('30 GB')).toBeVisible();
    await expect(canvas.getByText('512 MB')).toBeVisible();
    await expect(canvas.getByText('Valid until 2027-01-01')).toBeVisible();
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '33');
  },
};

export const Unused: Story = {
  args: { useFlow: 0, surplusFlow: 30, dayUseFlow: 0, monthUseFlow: 0 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '0');
    await expect(within(canvasElement).getByText('30 GB', { selector: 'strong' })).toBeVisible();
  },
};

export const FullyUsed: Story = {
  args: { useFlow: 30720, surplusFlow: 0, monthUseFlow: 30720 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    await expect(within(canvasElement).getByText('0 MB', { selector: 'strong' })).toBeVisible();
  },
};

export const OverUsedIsClamped: Story = {
  args: { useFlow: 40960, surplusFlow: undefined },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    await expect(within(canvasElement).getByText('0 MB', { selector: 'strong' })).toBeVisible();
  },
};

/** The demo's card 6, on an unlimited plan. */
export const InfiniteFlow: Story = {
  args: homeCard(infiniteSim).flow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Unlimited')).toHaveLength(2);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByText('85.94 GB')).toBeVisible();
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

/** The demo's card 2, whose package ended 3 days ago. */
export const NoPackage: Story = {
  args: homeCard(arrearsSim).flow,
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
