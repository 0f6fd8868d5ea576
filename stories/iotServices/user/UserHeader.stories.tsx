import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UserHeader } from '../../../src/components/iotServices/user/UserHeader';

const meta = {
  title: 'Card services/Widgets/User centre/UserHeader',
  component: UserHeader,
  args: { number: '1064800000005', vipName: '黄金会员', operatorName: '中国移动' },
} satisfies Meta<typeof UserHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '1064800000005' })).toBeVisible();
    await expect(canvas.getByText('黄金会员')).toBeVisible();
  },
};

export const Device: Story = {
  args: { number: 'MF8600000007', isDevice: true, vipName: '', operatorName: '随身 WiFi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Device number')).toBeVisible();
    await expect(canvas.getByText('Not a VIP')).toBeVisible();
  },
};

export const LongNumber: Story = {
  args: { number: '89860448000000050000123456789' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('89860448000000050000123456789')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('卡号')).toBeVisible();
  },
};
