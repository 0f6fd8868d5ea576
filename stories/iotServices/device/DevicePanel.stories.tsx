import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DevicePanel } from '../../../src/components/iotServices/device/DevicePanel';

const meta = {
  title: 'Card services/Widgets/Device and Wi-Fi/DevicePanel',
  component: DevicePanel,
  args: {
    deviceNo: 'MF8600000007',
    online: true,
    networkMode: 2,
    operatorName: '中国移动',
    onAction: fn(),
  },
} satisfies Meta<typeof DevicePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Online')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restart' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Power off' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onAction).toHaveBeenNthCalledWith(1, 'restart');
    await expect(args.onAction).toHaveBeenNthCalledWith(2, 'close');
    await expect(args.onAction).toHaveBeenNthCalledWith(3, 'reset');
  },
};

export const Restarting: Story = {
  args: { pending: 'restart' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Restart/ }));
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Offline: Story = {
  args: { online: false, networkMode: 1, operatorName: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Offline')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '恢复出厂' })).toBeVisible();
  },
};
