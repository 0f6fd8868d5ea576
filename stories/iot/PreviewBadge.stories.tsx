import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PreviewBadge } from '../../src/components/iot/PreviewBadge';

const meta = {
  title: 'IoT/PreviewBadge',
  component: PreviewBadge,
  args: { name: '经典蓝', showIntro: false, onIntroClose: fn(), onExit: fn() },
} satisfies Meta<typeof PreviewBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Marker: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Layout preview: 经典蓝')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave preview' }));
    await expect(args.onExit).toHaveBeenCalled();
  },
};

export const FirstVisit: Story = {
  args: { showIntro: true },
  play: async ({ args }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Preview mode' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Got it' }));
    await expect(args.onIntroClose).toHaveBeenCalled();
  },
};

export const LongNameChinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { name: 'IotLayout:123456789 超长布局名称用于测试换行效果' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '退出预览' })).toBeVisible();
  },
};
