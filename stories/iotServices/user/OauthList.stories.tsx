import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OauthList } from '../../../src/components/iotServices/user/OauthList';

const ACCOUNTS = [
  {
    id: 51,
    platform: 'wechat',
    nickname: '微信用户',
    avatar: '',
    createdAt: '2026-08-14T02:00:00.000Z',
  },
  {
    id: 52,
    platform: 'alipay',
    nickname: 'Alice',
    avatar: '',
    createdAt: '2026-10-01T02:00:00.000Z',
  },
];

const meta = {
  title: 'Card services/Widgets/User centre/OauthList',
  component: OauthList,
  args: { accounts: ACCOUNTS, onUnbind: fn() },
} satisfies Meta<typeof OauthList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('WeChat · 微信用户')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unbind Alice' }));
    await expect(args.onUnbind).toHaveBeenCalledWith(ACCOUNTS[1]);
  },
};

export const Unbinding: Story = {
  args: { unbindingId: 51 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Unbind 微信用户/ }));
    await expect(args.onUnbind).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No account is bound to this card')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /解除绑定/ })).toHaveLength(
      2,
    );
  },
};
