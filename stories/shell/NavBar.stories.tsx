import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavBar } from '../../src/components/shell/NavBar';

const meta = {
  title: 'App frame/Widgets/NavBar',
  component: NavBar,
  args: { title: 'Service promise', showBack: true, backLabel: 'Back', onBack: fn() },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Service promise' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { title: 'Loading…', showBack: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Loading…' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongTitle: Story = {
  // The title ends in an ellipsis on purpose.
  parameters: { phone: { truncates: true } },
  args: {
    title: 'A very long page title that would never fit on one line of a small phone screen',
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    await expect(heading.scrollWidth).toBeGreaterThanOrEqual(heading.clientWidth);
    await expect(heading).toHaveStyle({ textOverflow: 'ellipsis' });
  },
};

export const Chinese: Story = {
  args: { title: '服务承诺', backLabel: '返回' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '服务承诺' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
};
