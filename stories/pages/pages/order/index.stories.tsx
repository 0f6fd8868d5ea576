import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import Page from '../../../../src/pages/pages/order/index';
import type { ShopOrder } from '../../../../src/api/types';
import { GENERIC_CONFIG_KEY } from '../../../../src/features/data/config';
import { envelope, forgetDrafts, type PageFrame, pageMeta } from '../../pageKit';
import { catalogueState } from '../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/order/index';

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

const meta = {
  title: 'App frame/Pages/pages/order/index',
  tags: ['!autodocs'],
  ...pageMeta(Page, PATH),
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

// The page in the catalogue's four states: shown and smoke-tested in the static build, not
// played by the story run and not compared with baselines.
export const CatalogueFilled: Story = {
  ...catalogueState(PATH, 'filled'),
  tags: ['!test', 'catalogue'],
};
export const CatalogueLoading: Story = {
  ...catalogueState(PATH, 'loading'),
  tags: ['!test', 'catalogue'],
};
export const CatalogueEmpty: Story = {
  ...catalogueState(PATH, 'empty'),
  tags: ['!test', 'catalogue'],
};
export const CatalogueError: Story = {
  ...catalogueState(PATH, 'error'),
  tags: ['!test', 'catalogue'],
};

// Page tests: the page played through as a customer would, most with a visual baseline.
export const OrdersLoggedOut: Story = {
  beforeEach: forgetDrafts,
  parameters: { data: [[GENERIC_CONFIG_KEY, { orderQueryMode: 1, loginAvatar: '' }]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Look up your orders' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(
      canvas.getByText('Enter an 11-digit mobile number starting with 1.'),
    ).toBeVisible();
  },
};

export const OrdersByIdCardChinese: Story = {
  beforeEach: forgetDrafts,
  globals: { locale: 'zh-Hans' },
  parameters: { data: [[GENERIC_CONFIG_KEY, { orderQueryMode: 2, loginAvatar: '' }]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '查询订单' })).toBeVisible();
  },
};

/** The orders tab opened before the app has the generic settings: it asks for them itself. */
export const OrdersSettingsNotLoadedYet: Story = {
  beforeEach: forgetDrafts,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Look up your orders' })).toBeVisible();
    await expect(canvas.queryByTestId('skeleton')).toBeNull();
  },
};

export const MyOrders: Story = {
  parameters: {
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
  parameters: { store: loggedIn, msw: { handlers: [orderPage([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go shopping' })).toBeVisible();
  },
};

export const MyOrdersFailToLoad: Story = {
  parameters: {
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
