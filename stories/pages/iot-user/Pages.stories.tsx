import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import MachineCodePage from '../../../src/pages/pages-sub/iot/machineCode/index';
import UserCentrePage from '../../../src/pages/pages-sub/iot/user/index';
import CouponExchangePage from '../../../src/pages/pages-sub/iot/couponExchange/index';
import VipPage from '../../../src/pages/pages-sub/iot/vip/index';
import VipPayPage from '../../../src/pages/pages-sub/iot/vip/pay';
import AcceleratePage from '../../../src/pages/pages-sub/iot/accelerate/index';
import RechargeNumberPage from '../../../src/pages/pages-sub/iot/machineCode/recharge/rechargeNumber';
import UserServicePage from '../../../src/pages/pages-sub/iot/user/service';
import OauthPage from '../../../src/pages/pages-sub/iot/user/oauth';
import { withCard } from '../../iot-user/withCard';
import { PageFrame } from '../pageKit';

const meta = {
  title: 'Page tests/User centre and add-ons',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: UserCentrePage, query: {} },
  decorators: [withCard('1064800000001')],
  parameters: { route: '/pages-sub/iot/user/index' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserCentre: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No VIP membership yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Points shop' })).toBeVisible();
  },
};

export const UserCentreChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('尚未开通会员')).toBeVisible();
  },
};

export const CouponExchange: Story = {
  args: { page: CouponExchangePage },
  parameters: { route: '/pages-sub/iot/couponExchange/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Exchange 5 元套餐券' })).toBeEnabled();
  },
};

export const CouponExchangeChinese: Story = {
  ...CouponExchange,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '兑换 5 元套餐券' })).toBeEnabled();
    await expect(canvas.getByText('我的券币')).toBeVisible();
  },
};

export const MachineCodeChinese: Story = {
  args: { page: MachineCodePage },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages-sub/iot/machineCode/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /一键充值/ })).toBeVisible();
  },
};

export const Vip: Story = {
  args: { page: VipPage },
  parameters: { route: '/pages-sub/iot/vip/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /月度会员/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy' })).toBeEnabled();
  },
};

export const VipChinese: Story = {
  ...Vip,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /月度会员/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即购买' })).toBeEnabled();
  },
};

export const VipPayChinese: Story = {
  args: { page: VipPayPage, query: { id: '2' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages-sub/iot/vip/pay?id=2' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '支付 ¥3.90' }),
    ).toBeVisible();
  },
};

export const SpeedBoost: Story = {
  args: { page: AcceleratePage },
  parameters: { route: '/pages-sub/iot/accelerate/index' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No speed boost active')).toBeVisible();
  },
};

export const SpeedBoostChinese: Story = {
  ...SpeedBoost,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无生效的加速包')).toBeVisible();
  },
};

export const RechargeNumber: Story = {
  args: { page: RechargeNumberPage, query: { code: '1064800000001', id: '1' } },
  parameters: {
    route: '/pages-sub/iot/machineCode/recharge/rechargeNumber?code=1064800000001&id=1',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Copy the recharge number' }),
    ).toBeVisible();
  },
};

export const RechargeNumberChinese: Story = {
  ...RechargeNumber,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '复制充值号码' }),
    ).toBeVisible();
  },
};

export const Services: Story = {
  args: { page: UserServicePage },
  parameters: { route: '/pages-sub/iot/user/service' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /Privacy policy/ }),
    ).toBeVisible();
  },
};

export const ServicesChinese: Story = {
  ...Services,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /隐私政策/ }),
    ).toBeVisible();
  },
};

export const BoundAccounts: Story = {
  args: { page: OauthPage },
  // The binding date is relative to the demo's start.
  parameters: { route: '/pages-sub/iot/user/oauth', visual: false },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Unbind 微信用户' }),
    ).toBeVisible();
  },
};

export const BoundAccountsChinese: Story = {
  ...BoundAccounts,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '解除绑定 微信用户' }),
    ).toBeVisible();
  },
};
