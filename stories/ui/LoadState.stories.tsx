import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadState } from '../../src/components/ui/LoadState';

const meta = {
  title: 'UI kit/LoadState',
  component: LoadState,
  args: {
    loading: false,
    error: false,
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
  args: { ...Loaded.args, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Loaded content')).toBeNull();
    await expect(canvas.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The full-width frame of the IoT pages, with more rows. */
export const LoadingBlock: Story = {
  args: { ...Loaded.args, loading: true, frame: 'block', rows: 6 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A reload keeps what loaded before on screen: no flash back to the skeleton. */
/** The card home's loading state: a line under the skeleton says what is loading. */
export const LoadingWithCaption: Story = {
  args: {
    ...Loaded.args,
    loading: true,
    frame: 'block',
    rows: 6,
    caption: 'Loading your card…',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your card…')).toBeVisible();
    await expect(canvas.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Loaded content')).toBeNull();
  },
};

export const Reloading: Story = {
  args: {
    ...Loaded.args,
    loading: true,
    data: { name: 'Sim 1' },
    children: (data: unknown) => <p>Loaded {(data as { name: string }).name}</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loaded Sim 1')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
  },
};

export const Failed: Story = {
  args: { ...Loaded.args, error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load this page');
    await expect(canvas.queryByText('Loaded content')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { ...Loaded.args, notFound: true, error: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Not found/)).toBeVisible();
    await expect(canvas.queryByText(/network/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const NotFoundWithWayOn: Story = {
  args: {
    ...Loaded.args,
    notFound: true,
    notFoundAction: { label: 'View my orders', onAction: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Not found/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View my orders' }));
    await expect(args.notFoundAction?.onAction).toHaveBeenCalledOnce();
  },
};

export const EmptyList: Story = {
  args: { ...Loaded.args, empty: true, emptyText: 'No orders yet.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
    await expect(canvas.queryByText('Loaded content')).toBeNull();
  },
};

export const Chinese: Story = {
  args: { ...Loaded.args, error: true },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('页面加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
