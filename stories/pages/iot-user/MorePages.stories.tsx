import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import AccelerateCashierPage from '../../../src/pages/pages-sub/iot/accelerate/cashier';
import AccelerateOrderPage from '../../../src/pages/pages-sub/iot/accelerate/order';
import CouponCoinLogPage from '../../../src/pages/pages-sub/iot/couponExchange/order';
import UserAssetPage from '../../../src/pages/pages-sub/iot/user/asset';
import UserCarouselPage from '../../../src/pages/pages-sub/iot/user/carousel';
import UserMoreMenuPage from '../../../src/pages/pages-sub/iot/user/moreMenu';
import UserVipPage from '../../../src/pages/pages-sub/iot/user/vip';
import type { CouponCoinLog } from '../../../src/api/types';
import { withCard } from '../../iot-user/withCard';
import { PageFrame } from '../pageKit';

/** The demo's coin ledger dates its entries from today; the story pins them for its baseline. */
const COIN_LOGS: CouponCoinLog[] = [
  { id: 2, coin: -10, after: 20, remark: '兑换 5 元套餐券', createdAt: '2026-11-20T06:00:00Z' },
  { id: 1, coin: 30, after: 30, remark: '充值赠送', createdAt: '2026-10-23T06:00:00Z' },
];

const coinLogs = http.get('*/api/iot/couponCoinLogList', () =>
  HttpResponse.json({
    code: 0,
    message: 'ok',
    data: { list: COIN_LOGS, total: 2, page: 1, pageSize: 20, hasMore: false },
  }),
);

const meta = {
  title: 'Page tests/User centre pages and add-on orders',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: UserAssetPage, query: {} },
  decorators: [withCard('1064800000001')],
  parameters: { route: '/pages-sub/iot/user/asset' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Assets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const assets = await canvas.findByRole('region', { name: 'My assets' });
    await expect(assets).toHaveTextContent('1280');
    await expect(canvas.getByRole('button', { name: /Points shop/ })).toBeVisible();
  },
};

export const AssetsChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const assets = await canvas.findByRole('region', { name: '我的资产' });
    await expect(within(assets).getByText('券币')).toBeVisible();
    await expect(canvas.getByText('通过签到和任务获得')).toBeVisible();
  },
};

export const Promotions: Story = {
  args: { page: UserCarouselPage },
  parameters: { route: '/pages-sub/iot/user/carousel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each promotion is a slide of the carousel and a row of the list.
    const [slide, row] = await canvas.findAllByRole('button', { name: /充值活动/ });
    await expect(slide).toBeVisible();
    await expect(row).toBeVisible();
  },
};

export const PromotionsChinese: Story = {
  ...Promotions,
  globals: { locale: 'zh-Hans' },
};

export const AllServices: Story = {
  args: { page: UserMoreMenuPage },
  parameters: { route: '/pages-sub/iot/user/moreMenu' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menus = await canvas.findByRole('region', { name: 'All services' });
    await expect(within(menus).getByRole('button', { name: 'Points shop' })).toBeVisible();
  },
};

export const AllServicesChinese: Story = {
  ...AllServices,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menus = await canvas.findByRole('region', { name: '全部服务' });
    await expect(within(menus).getByRole('button', { name: '积分商城' })).toBeVisible();
  },
};

export const MyVipNone: Story = {
  args: { page: UserVipPage },
  parameters: { route: '/pages-sub/iot/user/vip' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vip = await canvas.findByRole('region', { name: 'VIP membership' });
    await expect(within(vip).getByText('No VIP membership yet')).toBeVisible();
    await expect(within(vip).getByRole('button', { name: 'Buy' })).toBeEnabled();
  },
};

export const MyVipNoneChinese: Story = {
  ...MyVipNone,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('尚未开通会员')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即购买' })).toBeEnabled();
  },
};

export const SpeedBoostCashier: Story = {
  args: { page: AccelerateCashierPage, query: { id: '1' } },
  parameters: { route: '/pages-sub/iot/accelerate/cashier?id=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5G 极速包 7 天')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Card balance/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Pay ¥9.90' })).toBeEnabled();
  },
};

export const SpeedBoostCashierChinese: Story = {
  ...SpeedBoostCashier,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5G 极速包 7 天')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /卡内余额/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '支付 ¥9.90' })).toBeEnabled();
  },
};

export const SpeedBoostGone: Story = {
  args: { page: AccelerateCashierPage, query: { id: '99' } },
  parameters: { route: '/pages-sub/iot/accelerate/cashier?id=99' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This product is no longer on sale'),
    ).toBeVisible();
  },
};

export const SpeedBoostOrdersEmpty: Story = {
  args: { page: AccelerateOrderPage },
  parameters: { route: '/pages-sub/iot/accelerate/order' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No speed boost orders yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy' })).toBeEnabled();
  },
};

export const SpeedBoostOrdersEmptyChinese: Story = {
  ...SpeedBoostOrdersEmpty,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无加速包订单')).toBeVisible();
  },
};

export const CoinLedger: Story = {
  args: { page: CouponCoinLogPage },
  parameters: { route: '/pages-sub/iot/couponExchange/order', msw: { handlers: [coinLogs] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('兑换 5 元套餐券')).toBeVisible();
    await expect(canvas.getByText('-10')).toBeVisible();
    await expect(canvas.getByText('+30')).toBeVisible();
  },
};

export const CoinLedgerChinese: Story = {
  ...CoinLedger,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('充值赠送')).toBeVisible();
    await expect(canvas.getByText(/余 20 券币/)).toBeVisible();
  },
};
