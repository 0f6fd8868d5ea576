import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RechargeGuide } from '../../../src/components/iotServices/user/RechargeGuide';

const meta = {
  title: 'Card services/Widgets/User centre/RechargeGuide',
  component: RechargeGuide,
  args: {
    title: 'Recharge number',
    steps: ['Copy the recharge number below.', 'Open any recharge channel and paste it.'],
    highlight: 'MF8600000007',
    highlightLabel: 'Device number',
    actionLabel: 'Copy the recharge number',
    onAction: fn(),
  },
} satisfies Meta<typeof RechargeGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NumberToCopy: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('MF8600000007')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the recharge number' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Scan: Story = {
  args: {
    title: 'Scan to recharge',
    qrValue: 'https://shop.example.com/shop/#/pages/iot/login/index?simNo=MF8600000007',
    qrLabel: 'QR code of the recharge page',
    actionLabel: 'Copy the recharge link',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'QR code of the recharge page' }),
    ).toBeVisible();
  },
};

export const Instructions: Story = {
  args: {
    title: '充值说明',
    steps: [],
    highlight: undefined,
    html: '<p>扫码后输入卡号即可充值。</p>',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('扫码后输入卡号即可充值。')).toBeVisible();
  },
};

export const NoAction: Story = {
  args: { onAction: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: {
    title: '充值号码',
    steps: ['复制下方的充值号码。'],
    highlightLabel: '设备号',
    actionLabel: '复制充值号码',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '复制充值号码' })).toBeVisible();
  },
};
