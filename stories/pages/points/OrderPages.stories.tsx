import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import PointsCashierPage from '../../../src/pages/pages-sub/iot/integralShop/cashier';
import PointsOrderDetailsPage from '../../../src/pages/pages-sub/iot/integralShop/order/details';
import TaskLandscapePage from '../../../src/pages/pages-sub/iot/task/landscape';
import ProtocolPage from '../../../src/pages/pages-sub/iot/protocol/index';
import type { PointsOrder } from '../../../src/api/types';
import { withCard } from '../../iot-user/withCard';
import { PageFrame } from '../pageKit';
import { ADDRESS } from '../../points/fixtures';

/**
 * Orders as the demo API answers them once placed. Placed orders carry the time they were made,
 * so the stories answer order details with these fixed ones to keep their baselines stable.
 */
const SHIPPED: PointsOrder = {
  id: 9001,
  orderSn: 'PT1795300000000',
  goodsId: 1,
  goodsName: '品牌数据线',
  goodsImage: '/static/points/cable.png',
  quantity: 1,
  integral: 300,
  money: 0,
  status: 2,
  address: ADDRESS,
  store: null,
  logistics: {
    expressName: '顺丰速运',
    expressNo: 'SF5300000000',
    state: 1,
    traces: [
      { time: '2026-11-21T08:00:00.000Z', context: '【深圳南山】快递员正在派件' },
      { time: '2026-11-20T10:00:00.000Z', context: '【深圳转运中心】已发出' },
      { time: '2026-11-19T10:00:00.000Z', context: '【广州】已揽收' },
    ],
  },
  createdAt: '2026-11-19T09:30:00.000Z',
};

const UNPAID: PointsOrder = {
  ...SHIPPED,
  id: 9002,
  orderSn: 'PT1795300000001',
  goodsId: 2,
  goodsName: '保温杯',
  goodsImage: '/static/points/cup.png',
  integral: 800,
  money: 9.9,
  status: 0,
  logistics: null,
};

const orderDetails = (order: PointsOrder) =>
  http.get('*/api/iot/shopOrderDetails', () =>
    HttpResponse.json({ code: 0, message: 'ok', data: order }),
  );

const meta = {
  title: 'Page tests/Points orders, tasks and protocols',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: PointsOrderDetailsPage, query: { id: '9001' } },
  decorators: [withCard('1064800000001')],
  parameters: {
    route: '/pages-sub/iot/integralShop/order/details?id=9001',
    msw: { handlers: [orderDetails(SHIPPED)] },
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShippedOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('【深圳南山】快递员正在派件')).toBeVisible();
    await expect(canvas.getByText('品牌数据线')).toBeVisible();
    await expect(canvas.getByText('张三 13800138000')).toBeVisible();
    await expect(canvas.getAllByText('Shipped')[0]).toBeVisible();
    // A shipped order can neither be cancelled nor paid again.
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

export const ShippedOrderChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('【深圳南山】快递员正在派件')).toBeVisible();
    await expect(canvas.getByText('物流信息')).toBeVisible();
    await expect(canvas.getByText('消耗积分')).toBeVisible();
  },
};

export const UnpaidOrder: Story = {
  args: { query: { id: '9002' } },
  parameters: {
    route: '/pages-sub/iot/integralShop/order/details?id=9002',
    msw: { handlers: [orderDetails(UNPAID)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Pay' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
    await expect(canvas.getByText('¥9.90')).toBeVisible();
  },
};

export const Cashier: Story = {
  args: { page: PointsCashierPage, query: { id: '9002' } },
  parameters: {
    route: '/pages-sub/iot/integralShop/cashier?id=9002',
    msw: { handlers: [orderDetails(UNPAID)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Pay ¥9.90' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'WeChat Pay' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Alipay' })).not.toBeChecked();
  },
};

export const CashierChinese: Story = {
  ...Cashier,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '支付 ¥9.90' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: '微信支付' })).toBeChecked();
  },
};

export const CashierAlreadyPaid: Story = {
  ...Cashier,
  parameters: {
    route: '/pages-sub/iot/integralShop/cashier?id=9001',
    msw: { handlers: [orderDetails(SHIPPED)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This order does not need payment')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).toBeNull();
  },
};

export const TaskLandscape: Story = {
  args: { page: TaskLandscapePage, query: {} },
  parameters: { route: '/pages-sub/iot/task/landscape', msw: { handlers: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole('region', { name: 'Points and sign-in' });
    await expect(summary).toHaveTextContent('1280');
    await expect(within(summary).getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(canvas.getByText('2 of 4 tasks done')).toBeVisible();
  },
};

export const TaskLandscapeChinese: Story = {
  ...TaskLandscape,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole('region', { name: '积分与签到' });
    await expect(within(summary).getByText('已连续签到 2 天')).toBeVisible();
    await expect(within(summary).getByRole('button', { name: '签到' })).toBeEnabled();
  },
};

export const RechargeProtocol: Story = {
  args: { page: ProtocolPage, query: {} },
  parameters: { route: '/pages-sub/iot/protocol/index', msw: { handlers: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [title] = await canvas.findAllByRole('heading', { name: '充值协议' });
    await expect(title).toBeVisible();
    await expect(canvas.getByText('请仔细阅读以下条款。')).toBeVisible();
  },
};

export const PrivacyProtocolChinese: Story = {
  args: { page: ProtocolPage, query: { key: 'privacy' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages-sub/iot/protocol/index?key=privacy', msw: { handlers: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [title] = await canvas.findAllByRole('heading', { name: '隐私政策' });
    await expect(title).toBeVisible();
    await expect(canvas.getByText(/^更新于/)).toBeVisible();
  },
};
