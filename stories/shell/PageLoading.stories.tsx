import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PageLoading } from '../../src/components/shell/PageLoading';
import { storyClock } from '../storyClock';

const meta = {
  title: 'App frame/Widgets/PageLoading',
  component: PageLoading,
  args: { loading: true, label: 'Loading page', delayMs: 200 },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The delay starts as the indicator is drawn: the stories move this clock instead of waiting. */
const clock = storyClock();

export const Loading: Story = {
  beforeEach: clock.beforeEach,
  play: clock.during(async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Hidden for the first 200 ms so fast loads never flash it...
    await expect(canvas.queryByRole('status')).toBeNull();
    await clock.advance(199);
    await expect(canvas.queryByRole('status')).toBeNull();
    // ...then shown.
    await clock.advance(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading page');
  }),
};

export const Idle: Story = {
  args: { loading: false },
  beforeEach: clock.beforeEach,
  play: clock.during(async ({ canvasElement }) => {
    await clock.advance(60_000);
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  }),
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
