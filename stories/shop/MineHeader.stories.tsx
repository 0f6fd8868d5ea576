import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MineHeader } from '../../src/components/shop/MineHeader';

const meta = {
  title: 'Shop/Widgets/MineHeader',
  component: MineHeader,
  args: { nickname: '', maskedMobile: '', greeting: 'Good morning', onLogin: fn() },
} satisfies Meta<typeof MineHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Guest' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const LoggedIn: Story = {
  args: { nickname: 'User 8000', maskedMobile: '138****8000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Good morning · 138****8000')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongName: Story = {
  args: {
    nickname: 'A very long nickname that keeps on going '.repeat(3),
    maskedMobile: '138****8000',
  },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(within(canvasElement).getByRole('heading')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { greeting: '上午好' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '游客' })).toBeVisible();
  },
};
