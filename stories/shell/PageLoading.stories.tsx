import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PageLoading } from '../../src/components/shell/PageLoading';

const meta = {
  title: 'Shell/PageLoading',
  component: PageLoading,
  args: { loading: true, label: 'Loading page', delayMs: 200 },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Hidden for the first 200 ms so fast loads never flash it...
    await expect(canvas.queryByRole('status')).toBeNull();
    // ...then shown.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading page'), {
      timeout: 2000,
    });
  },
};

export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Chinese: Story = {
  args: { label: '页面加载中', delayMs: 0 },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('页面加载中'),
    );
  },
};
