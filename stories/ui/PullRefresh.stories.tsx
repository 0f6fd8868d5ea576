import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { PullRefresh, type PullRefreshProps } from '../../src/components/ui/PullRefresh';

const Content = styled.div`
  min-height: 400px;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Refreshes for 150 ms, like a quick sim-info reload. */
function Refreshing(args: PullRefreshProps) {
  const [refreshing, setRefreshing] = useState(args.refreshing);
  return (
    <PullRefresh
      {...args}
      refreshing={refreshing}
      onRefresh={() => {
        args.onRefresh();
        setRefreshing(true);
        setTimeout(() => setRefreshing(false), 150);
      }}
    />
  );
}

const meta = {
  title: 'UI kit/PullRefresh',
  component: PullRefresh,
  render: (args) => <Refreshing {...args} />,
  args: {
    refreshing: false,
    onRefresh: fn(),
    children: <Content>Balance ¥12.50</Content>,
  },
} satisfies Meta<typeof PullRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvas: HTMLElement) =>
  within(canvas).getByTestId('pull-track').parentElement as HTMLElement;

function pull(target: HTMLElement, dy: number, release = true) {
  fireEvent.pointerDown(target, { clientY: 100, pointerType: 'mouse', pointerId: 1 });
  fireEvent.pointerMove(target, { clientY: 100 + dy / 2, pointerType: 'mouse', pointerId: 1 });
  fireEvent.pointerMove(target, { clientY: 100 + dy, pointerType: 'mouse', pointerId: 1 });
  if (release)
    fireEvent.pointerUp(target, { clientY: 100 + dy, pointerType: 'mouse', pointerId: 1 });
}

export const PullPastThreshold: Story = {
  play: async ({ canvasElement, args }) => {
    const el = root(canvasElement);
    await expect(getComputedStyle(el).overscrollBehaviorY).toBe('contain');
    pull(el, 120, false);
    await waitFor(() => expect(el).toHaveAttribute('data-status', 'loosing'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Release to refresh');
    fireEvent.pointerUp(el, { clientY: 220, pointerType: 'mouse', pointerId: 1 });
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(el).toHaveAttribute('data-status', 'success'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Refreshed');
    await waitFor(() => expect(el).toHaveAttribute('data-status', 'normal'), { timeout: 1500 });
  },
};

export const ShortPullDoesNothing: Story = {
  args: { ...PullPastThreshold.args },
  play: async ({ canvasElement, args }) => {
    const el = root(canvasElement);
    pull(el, 60, false);
    // 60 px of finger travel moves the list 30 px: below the 45 px threshold.
    await waitFor(() => expect(el).toHaveAttribute('data-status', 'pulling'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Pull to refresh');
    fireEvent.pointerUp(el, { clientY: 160, pointerType: 'mouse', pointerId: 1 });
    await expect(args.onRefresh).not.toHaveBeenCalled();
    await waitFor(() => expect(el).toHaveAttribute('data-status', 'normal'));
  },
};

export const RefreshingState: Story = {
  args: { ...PullPastThreshold.args, refreshing: true },
  render: (args) => <PullRefresh {...args} />,
  play: async ({ canvasElement, args }) => {
    const el = root(canvasElement);
    await expect(el).toHaveAttribute('data-status', 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Refreshing');
    pull(el, 200);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { ...PullPastThreshold.args, disabled: true },
  play: async ({ canvasElement, args }) => {
    pull(root(canvasElement), 200);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  args: { ...PullPastThreshold.args, refreshing: true },
  render: (args) => <PullRefresh {...args} />,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('刷新中');
  },
};
