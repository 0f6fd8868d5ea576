import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactPanel } from '../../src/components/shop/ContactPanel';

const meta = {
  title: 'Shop/Widgets/ContactPanel',
  component: ContactPanel,
  args: {
    kefuUrl: 'https://kefu.example.com/chat',
    kefuMobile: '400-800-1234',
    serviceHours: 'Every day 9:00-21:00',
    hasQr: true,
    questions: [
      { id: 1, title: 'How do I activate the card?' },
      { id: 2, title: 'Why can I not get online?' },
    ],
    loadingQuestions: false,
    onChat: fn(),
    onShowQr: fn(),
    onQuestion: fn(),
    onAllQuestions: fn(),
  },
} satisfies Meta<typeof ContactPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Call 400-800-1234' })).toHaveAttribute(
      'href',
      'tel:4008001234',
    );
    await expect(canvas.getByText('Service hours: Every day 9:00-21:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with us online' }));
    await expect(args.onChat).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'How do I activate the card?' }));
    await expect(args.onQuestion).toHaveBeenCalledWith(1);
  },
};

export const Loading: Story = {
  args: { questions: [], loadingQuestions: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeVisible();
  },
};

export const NothingConfigured: Story = {
  args: { kefuUrl: '', kefuMobile: '', serviceHours: '', hasQr: false, questions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // No hours of ours when the shop states none.
    await expect(canvas.queryByText(/Service hours/)).toBeNull();
    await expect(canvas.getByText('No service contact is set up for this shop.')).toBeVisible();
    await expect(canvas.getByText('No popular questions yet.')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { serviceHours: '每天 9:00-21:00', questions: [{ id: 1, title: '收到卡后如何激活？' }] },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '在线客服' })).toBeVisible();
    await expect(within(canvasElement).getByText('服务时间：每天 9:00-21:00')).toBeVisible();
  },
};
