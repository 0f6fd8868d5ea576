import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PreviewBadge } from '../../src/components/iot/PreviewBadge';
import { HomeHeader } from '../../src/components/iot/home/HomeHeader';
import { layoutContrastWarnings } from '../../src/lib/contrast';

const meta = {
  title: 'Card/Widgets/PreviewBadge',
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

/** A previewed layout whose header text fails 4.5:1: the marker says which fields to change. */
export const ContrastWarnings: Story = {
  args: {
    warnings: layoutContrastWarnings({
      index: {
        header: {
          key: 'gradual',
          data: { background: '#018d71', backgroundEnd: '#ffc069', color: '#ffffff' },
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Text contrast' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(
      'Header text #ffffff on #018d71: 4.1:1, under 4.5:1. Change index.header.data.color or index.header.data.background.',
    );
    await expect(items[1]).toHaveTextContent(
      'Change index.header.data.color or index.header.data.backgroundEnd.',
    );
  },
};

export const ContrastWarningsChinese: Story = {
  ...ContrastWarnings,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '文字对比度' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      '请修改 index.header.data.color 或 index.header.data.background。',
    );
  },
};

/**
 * The card home's gradual header scrolled past its threshold: its compact bar, fixed to the top,
 * sits under the marker, which stays readable and pressable.
 */
export const OverScrolledGradualHeader: Story = {
  render: (args) => (
    <>
      <PreviewBadge {...args} />
      <HomeHeader
        variant="gradual"
        now={10}
        simNo="1064800000002"
        title="渐变橙"
        background="#b35530"
        backgroundEnd="#8c6a3a"
        color="#ffffff"
        scrolled
      />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const marker = canvas.getByTestId('preview-marker');
    const bar = within(document.body).getByTestId('gradual-compact');
    await expect(bar).toBeVisible();
    // The marker's height reaches the bar in the task after the frame that laid the marker out
    // (the page's first frame is not restyled for it).
    await waitFor(() =>
      expect(bar.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        Math.floor(marker.getBoundingClientRect().bottom),
      ),
    );
    const label = canvas.getByText('Layout preview: 经典蓝');
    const box = label.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(marker.contains(hit)).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Leave preview' }));
    await expect(args.onExit).toHaveBeenCalled();
  },
};
