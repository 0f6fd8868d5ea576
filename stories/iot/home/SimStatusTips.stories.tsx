import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SimStatusTips } from '../../../src/components/iot/home/SimStatusTips';
import { simStatusTipKinds } from '../../../src/features/iot/home/homeView';
import { arrearsSim, offlineDeviceSim, ordinarySim, realNameSim } from './fixtures';

const meta = {
  title: 'Card/Widgets/Home/SimStatusTips',
  component: SimStatusTips,
  args: { kinds: simStatusTipKinds(realNameSim), onAction: fn() },
} satisfies Meta<typeof SimStatusTips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Card 4: real-name and platform verification to finish. */
export const RealNameAndPlatform: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify now' }));
    await expect(args.onAction).toHaveBeenCalledWith('realName');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('platformAuth');
  },
};

/** Card 2: in arrears, and its package ended. */
export const Arrears: Story = {
  args: { kinds: simStatusTipKinds(arrearsSim), arrearsBalance: arrearsSim.arrearsBalance },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/in arrears by ¥23\.60/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Top up' }));
    await expect(args.onAction).toHaveBeenCalledWith('arrears');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy a package' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('needPackage');
  },
};

export const EveryAlert: Story = {
  args: {
    kinds: [
      'cancelled',
      'replacing',
      'arrears',
      'realName',
      'platformAuth',
      'needCoupon',
      'needPackage',
      'bindPhone',
      'offline',
    ],
    arrearsBalance: 5,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(9);
    await expect(canvas.getByText('This card has been cancelled.')).toBeVisible();
    await expect(canvas.getByText('The device is offline.')).toBeVisible();
  },
};

/** Card 7 gone offline. */
export const DeviceOffline: Story = {
  args: { kinds: simStatusTipKinds(offlineDeviceSim) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Check network' }));
    await expect(args.onAction).toHaveBeenCalledWith('offline');
  },
};

/** Card 1: nothing to settle. */
export const NothingToSay: Story = {
  args: { kinds: simStatusTipKinds(ordinarySim) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Chinese: Story = {
  args: { kinds: ['cancelling', 'suspended', 'needCoupon'] },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('该卡正在注销中。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '领取充值券' }));
    await expect(args.onAction).toHaveBeenCalledWith('needCoupon');
  },
};
