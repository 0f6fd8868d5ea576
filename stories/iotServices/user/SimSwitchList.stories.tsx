import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SimSwitchList } from '../../../src/components/iotServices/user/SimSwitchList';

const SIMS = [
  {
    simNo: '1064800000007',
    operatorType: 4 as const,
    operatorTypeName: '中国移动',
    current: true,
    signal: 4,
  },
  {
    simNo: '1064800000017',
    operatorType: 1 as const,
    operatorTypeName: '中国电信',
    current: false,
    signal: 3,
  },
];

const meta = {
  title: 'Card services/Widgets/User centre/SimSwitchList',
  component: SimSwitchList,
  args: { sims: SIMS, onSwitch: fn() },
} satisfies Meta<typeof SimSwitchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In use')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch 中国电信' }));
    await expect(args.onSwitch).toHaveBeenCalledWith(SIMS[1]);
  },
};

export const Switching: Story = {
  args: { switching: '1064800000017' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Switch 中国电信/ }));
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { sims: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This device has no other SIM to switch to'),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('使用中')).toBeVisible();
  },
};
