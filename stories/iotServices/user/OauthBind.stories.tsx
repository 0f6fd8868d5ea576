import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OauthBind } from '../../../src/components/iotServices/user/OauthBind';

const meta = {
  title: 'Card services/Widgets/User centre/OauthBind',
  component: OauthBind,
  args: { available: true, onBind: fn() },
} satisfies Meta<typeof OauthBind>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InWechat: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bind this WeChat account' }));
    await expect(args.onBind).toHaveBeenCalledOnce();
    await expect(
      canvas.getByText('WeChat asks you to agree, then brings you back here.'),
    ).toBeVisible();
  },
};

export const OutsideWechat: Story = {
  args: { available: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Bind this WeChat account' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Open this page in WeChat to bind your WeChat account to the card.',
    );
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onBind).not.toHaveBeenCalled();
  },
};

export const Binding: Story = {
  args: { binding: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Bind this WeChat/ }));
    await expect(args.onBind).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { available: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '绑定当前微信' })).toBeDisabled();
    await expect(canvas.getByText('请在微信中打开本页，才能将微信绑定到该卡。')).toBeVisible();
  },
};

export const RefusedLink: Story = {
  args: { refusal: 'notStarted' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This sign-in link was not started on this phone, so nothing was bound. Tap Bind to try again.',
    );
    // Binding again stays one tap away.
    await userEvent.click(canvas.getByRole('button', { name: 'Bind this WeChat account' }));
    await expect(args.onBind).toHaveBeenCalledOnce();
  },
};

export const RefusedLinkChinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { refusal: 'expired' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '绑定超时，未绑定任何账号。请点击绑定重试。',
    );
  },
};
