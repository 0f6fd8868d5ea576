import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { Logistics, ShopOrder } from '../../../src/api/types';
import OrdersPage from '../../../src/pages/pages/order/index';
import OrderLogisticsPage from '../../../src/pages/pages/order/logistics/index';
import MineGridPage from '../../../src/pages/pages/user/index2';
import { envelope, fixClock, PageFrame } from '../pageKit';

const meta = {
  title: 'Page tests/Shop, account',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: OrderLogisticsPage, query: { id: '5001' } },
  parameters: { route: '/pages/order/logistics/index?id=5001' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const parcel: Logistics = {
  expressName: '顺丰速运',
  expressNo: 'SF0000005001',
  state: 1,
  traces: [
    { time: '2026-11-22T08:00:00.000Z', context: '【深圳南山】快递员正在派件' },
    { time: '2026-11-21T10:00:00.000Z', context: '【深圳转运中心】已发出' },
    { time: '2026-11-20T10:00:00.000Z', context: '【广州】已揽收' },
  ],
};

const shipped = http.get('*/api/shop/orderLogistics', () => envelope(parcel));

export const ParcelTrack: Story = {
  parameters: { msw: { handlers: [shipped] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tracking no. SF0000005001')).toBeVisible();
    const track = canvas.getByRole('list', { name: 'Parcel track' });
    await expect(within(track).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(track).getByText('【深圳南山】快递员正在派件')).toBeVisible();
  },
};

export const ParcelTrackChinese: Story = {
  globals: { locale: 'zh-Hans' },
  parameters: { msw: { handlers: [shipped] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('运单号 SF0000005001')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '物流轨迹' })).toBeVisible();
  },
};

export const ParcelNoEventsYet: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/shop/orderLogistics', () => envelope({ ...parcel, traces: [] }))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tracking events yet.')).toBeVisible();
  },
};

export const ParcelFailsToLoad: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/shop/orderLogistics', () => HttpResponse.json({}, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load this page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const MineGrid: Story = {
  args: { page: MineGridPage, query: {} },
  parameters: { route: '/pages/user/index2' },
  // The greeting follows the hour: a fixed clock keeps the picture.
  beforeEach: fixClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Guest' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /My orders/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Version and update/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
  },
};

export const MineGridLoggedInChinese: Story = {
  args: { page: MineGridPage, query: {} },
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages/user/index2',
    store: { shopUser: { nickname: '张三', mobile: '13800138000' } },
  },
  beforeEach: fixClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '张三' })).toBeVisible();
    await expect(canvas.getByText(/138\*{4}8000/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
  },
};

const order = (id: number, status: ShopOrder['status'], extra: Partial<ShopOrder> = {}) =>
  ({
    id,
    orderSn: `SO2026112100${id}`,
    goodsId: 202,
    goodsName: '精品靓号套餐 59元',
    goodsImage: '',
    mobile: '13888886666',
    name: '张三',
    contactMobile: '13800138000',
    address: '广东省深圳市南山区科技园南区 1 栋 101',
    payMoney: 588,
    status,
    expressName: '',
    expressNo: '',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...extra,
  }) satisfies ShopOrder;

const orderPage = (list: ShopOrder[]) =>
  http.get('*/api/shop/orderList', () =>
    envelope({ list, total: list.length, page: 1, pageSize: 10, hasMore: false }),
  );

const loggedIn = { shopUser: { nickname: '', mobile: '13800138000' } };

export const MyOrders: Story = {
  args: { page: OrdersPage, query: {} },
  parameters: {
    route: '/pages/order/index',
    store: loggedIn,
    msw: {
      handlers: [
        orderPage([
          order(11, 0),
          order(12, 3, { expressName: '顺丰速运', expressNo: 'SF0000000012', mobile: '' }),
        ]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unpaid = await canvas.findByRole('region', { name: 'Order SO202611210011' });
    await expect(within(unpaid).getByRole('button', { name: 'Pay' })).toBeVisible();
    const shipped = canvas.getByRole('region', { name: 'Order SO202611210012' });
    await expect(within(shipped).getByRole('button', { name: 'Track parcel' })).toBeVisible();
  },
};

export const MyOrdersChinese: Story = {
  ...MyOrders,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unpaid = await canvas.findByRole('region', { name: '订单 SO202611210011' });
    await expect(within(unpaid).getByText('待支付')).toBeVisible();
  },
};

export const MyOrdersNone: Story = {
  args: { page: OrdersPage, query: {} },
  parameters: { route: '/pages/order/index', store: loggedIn, msw: { handlers: [orderPage([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go shopping' })).toBeVisible();
  },
};

export const MyOrdersFailToLoad: Story = {
  args: { page: OrdersPage, query: {} },
  parameters: {
    route: '/pages/order/index',
    store: loggedIn,
    msw: {
      handlers: [http.get('*/api/shop/orderList', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load this page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
