import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http } from 'msw';
import Page from '../../../../../src/pages/pages/order/pay/index';
import type { ShopOrder } from '../../../../../src/api/types';
import { BASE_CONFIG_KEY } from '../../../../../src/features/data/baseConfig';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { bareEnvelope, forgetDrafts, type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/order/pay/index';

const unpaid: ShopOrder = {
  id: 5002,
  orderSn: 'SO202611210002',
  goodsId: 202,
  goodsName: '精品靓号套餐 59元',
  goodsImage: '',
  mobile: '13888886666',
  name: '张三',
  contactMobile: '13800138000',
  address: '广东省深圳市南山区科技园南区 1 栋 101',
  payMoney: 588,
  status: 0,
  expressName: '',
  expressNo: '',
  createdAt: '2026-11-21T10:00:00.000Z',
};

const meta = {
  title: 'Shop/Pages/pages/order/pay/index',
  tags: ['!autodocs'],
  ...pageMeta(Page, PATH),
  beforeEach: forgetDrafts,
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
export const PayChooseMethod: Story = {
  args: { query: { id: '5002' } },
  parameters: {
    route: '/pages/order/pay/index?id=5002',
    data: [[BASE_CONFIG_KEY, { promoCode: '', config: { showPaymentType: ['wechat', 'alipay'] } }]],
    msw: { handlers: [http.get('*/api/shop/orderDetails', () => bareEnvelope(unpaid))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'WeChat Pay' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  },
};

export const PayAlreadyPaidChinese: Story = {
  args: { query: { id: '5002' } },
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages/order/pay/index?id=5002',
    msw: {
      handlers: [http.get('*/api/shop/orderDetails', () => bareEnvelope({ ...unpaid, status: 1 }))],
    },
  },
  play: async ({ canvasElement }) => {
    // Opened past payment, not paid here: said plainly, with the order's state.
    await expect(await within(canvasElement).findByText('该订单已支付。')).toBeVisible();
    await expect(within(canvasElement).getByText('可在订单列表中查看进度。')).toBeVisible();
  },
};

/** An order cancelled before it was paid: its status in words, never "paid", nothing to pay. */
export const PayCancelledOrder: Story = {
  args: { query: { id: '5002' } },
  parameters: {
    route: '/pages/order/pay/index?id=5002',
    msw: {
      handlers: [http.get('*/api/shop/orderDetails', () => bareEnvelope({ ...unpaid, status: 5 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Order status: Cancelled')).toBeVisible();
    await expect(canvas.getByText(/can no longer be paid/)).toBeVisible();
    await expect(canvas.queryByText('Payment received')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pay now' })).toBeNull();
  },
};

export const PayShippedOrderChinese: Story = {
  args: { query: { id: '5002' } },
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages/order/pay/index?id=5002',
    msw: {
      handlers: [http.get('*/api/shop/orderDetails', () => bareEnvelope({ ...unpaid, status: 3 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // An order opened already shipped: paid, said plainly, never as an order gone wrong.
    await expect(await canvas.findByText('该订单已支付并已发货。')).toBeVisible();
    await expect(canvas.queryByText(/订单状态/)).toBeNull();
    await expect(canvas.getByRole('button', { name: '查看我的订单' })).toBeVisible();
  },
};

/** A link without the order id: the link is incomplete, and the order list is the way on. */
export const PayWithoutOrderId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/this link is incomplete/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View my orders' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};
