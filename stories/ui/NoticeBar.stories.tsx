import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoticeBar } from '../../src/components/ui/NoticeBar';

const longText =
  'Network maintenance tonight from 23:00 to 02:00: data service may be interrupted for a few minutes in some provinces.';

const meta = {
  title: 'UI kit/NoticeBar',
  component: NoticeBar,
  args: { text: 'Recharge before the 25th to avoid suspension.' },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Notice' })).toBeVisible();
    await expect(canvas.getByTestId('notice-text')).toHaveAttribute('data-scrolling', 'false');
  },
};

export const ScrollingLongText: Story = {
  args: { ...Default.args, text: longText },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByTestId('notice-text');
    // The text is measured once the bar has been laid out (a resize observer), then it scrolls.
    await waitFor(() => expect(text).toHaveAttribute('data-scrolling', 'true'));
    await expect(getComputedStyle(text).animationName).not.toBe('none');
    await expect(text).toHaveTextContent('Network maintenance');
  },
};

export const Wrapped: Story = {
  args: { ...Default.args, text: longText, wrapable: true },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByTestId('notice-text');
    await expect(text).toHaveAttribute('data-scrolling', 'false');
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(30);
  },
};

export const Closeable: Story = {
  args: { ...Default.args, closeable: true, onClose: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Tappable: Story = {
  args: { ...Default.args, onClick: fn(), leftIcon: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Recharge before/ }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  args: {
    ...Default.args,
    text: '今晚23:00至次日02:00进行网络维护，部分省份数据业务可能短暂中断，请提前做好准备。',
    closeable: true,
    onClose: fn(),
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '公告' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '关闭' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByTestId('notice-text')).toHaveAttribute('data-scrolling', 'true'),
    );
  },
};
