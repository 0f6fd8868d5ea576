import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RechargeMethodList } from '../../../src/components/iotServices/user/RechargeMethodList';

const METHODS = [
  {
    kind: 'rechargeNumber',
    title: '输入充值号码',
    description: 'The number to enter on any recharge page',
  },
  { kind: 'button', title: 'One-tap recharge', description: 'Recharge this card right here' },
  { kind: 'scan', title: 'Scan to recharge', description: 'Let another phone recharge this card' },
  { kind: 'phoneService', title: '电话客服', description: 'Call us to recharge' },
];

const meta = {
  title: 'Card services/Widgets/User centre/RechargeMethodList',
  component: RechargeMethodList,
  args: { methods: METHODS, onSelect: fn() },
} satisfies Meta<typeof RechargeMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Scan to recharge/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(METHODS[2]);
  },
};

export const Empty: Story = {
  args: { methods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No recharge method for this code')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { methods: [{ kind: 'app', title: 'APP', description: '下载 APP 充值并管理卡片' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('下载 APP 充值并管理卡片')).toBeVisible();
  },
};
