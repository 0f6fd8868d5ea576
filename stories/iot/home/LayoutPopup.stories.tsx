import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LayoutPopup } from '../../../src/components/iot/home/LayoutPopup';
import { defaultLayout } from './fixtures';

/** The popup of the demo's layout 1. */
const popup = defaultLayout.popup!;

const meta = {
  title: 'Card/Widgets/Home/LayoutPopup',
  component: LayoutPopup,
  args: {
    open: true,
    title: popup.title,
    content: popup.content,
    onClose: fn(),
  },
} satisfies Meta<typeof LayoutPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: popup.title! });
    await expect(within(dialog).getByText(/请及时完成实名认证/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await body.findByRole('dialog', { name: popup.title! });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NoTitle: Story = {
  args: { title: '', content: 'Service hours: 9:00 to 21:00.' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Notice' });
    await expect(within(dialog).getByText('Service hours: 9:00 to 21:00.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: popup.title! });
    await expect(within(dialog).getByRole('button', { name: '我知道了' })).toBeVisible();
  },
};
