import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from '../../src/components/ui/Skeleton';

const meta = {
  title: 'UI kit/Skeleton',
  component: Skeleton,
  args: { loading: true, children: <p style={{ padding: 16 }}>Monthly 30 GB package</p> },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getAllByTestId('skeleton-row')).toHaveLength(3);
    await expect(canvas.queryByText('Monthly 30 GB package')).toBeNull();
  },
};

export const WithAvatarAndTitle: Story = {
  args: { ...Loading.args, avatar: true, title: true, rows: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('skeleton-row')).toHaveLength(2);
  },
};

export const Loaded: Story = {
  args: { ...Loading.args, loading: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Monthly 30 GB package')).toBeVisible();
    await expect(canvas.queryByTestId('skeleton')).toBeNull();
  },
};

export const Chinese: Story = {
  args: { ...Loading.args },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中');
  },
};
