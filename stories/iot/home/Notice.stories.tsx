import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Notice } from '../../../src/components/iot/home/Notice';
import { defaultLayout } from './fixtures';

/** The notice of the demo's layout 1. */
const notice = defaultLayout.notice!;

const meta = {
  title: 'Card/Widgets/Home/Notice',
  component: Notice,
  args: { notice, onClick: fn() },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(notice)).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const RichTextIsPlain: Story = {
  args: { notice: '<p>New <b>flash sale</b> packages</p><script>window.__noticePwned=1</script>' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New flash sale packages')).toBeVisible();
    await expect(canvasElement.querySelector('b, script')).toBeNull();
  },
};

export const LongTextWraps: Story = {
  args: {
    scrollable: false,
    notice:
      'Network maintenance on 25 November from 01:00 to 03:00; data may be slow during that window. Packages bought in that window start afterwards.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Packages bought/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { notice: '  ' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.trim()).toBe('');
  },
};

export const Chinese: Story = {
  args: { notice: '今晚 01:00 至 03:00 网络维护。' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('今晚 01:00 至 03:00 网络维护。')).toBeVisible();
  },
};
