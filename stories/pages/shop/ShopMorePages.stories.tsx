import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { ShopOrder } from '../../../src/api/types';
import AuthorizePage from '../../../src/pages/pages/authorize/index';
import QuestionDetailPage from '../../../src/pages/pages/customer/question/detail';
import QuestionsPage from '../../../src/pages/pages/customer/question/index';
import ShopLoginPage from '../../../src/pages/pages/login/index';
import PayOrderPage from '../../../src/pages/pages/order/pay/index';
import ResetCertPage from '../../../src/pages/pages/resetCert/index';
import SinglePage from '../../../src/pages/pages-sub/single/index';
import { forgetDrafts, PageFrame } from '../pageKit';
import { BASE_CONFIG_KEY } from '../../../src/features/data/baseConfig';

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

const envelope = (data: unknown) => HttpResponse.json({ code: 0, message: 'ok', data });

const meta = {
  title: 'Page tests/Shop, more',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: ShopLoginPage, query: {} },
  parameters: { route: '/pages/login/index' },
  beforeEach: forgetDrafts,
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderQueryLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Mobile/), '13800138000');
    await userEvent.type(canvas.getByLabelText(/SMS code/), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Enter the 6-digit SMS code.')).toBeVisible();
    await expect(canvas.getByLabelText(/Mobile/)).toHaveValue('13800138000');
  },
};

export const OrderQueryLoginChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: '查询我的订单' }),
    ).toBeVisible();
  },
};

export const PayChooseMethod: Story = {
  args: { page: PayOrderPage, query: { id: '5002' } },
  parameters: {
    route: '/pages/order/pay/index?id=5002',
    data: [[BASE_CONFIG_KEY, { promoCode: '', config: { showPaymentType: ['wechat', 'alipay'] } }]],
    msw: { handlers: [http.get('*/api/shop/orderDetails', () => envelope(unpaid))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'WeChat Pay' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  },
};

export const PayAlreadyPaidChinese: Story = {
  args: { page: PayOrderPage, query: { id: '5002' } },
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages/order/pay/index?id=5002',
    msw: {
      handlers: [http.get('*/api/shop/orderDetails', () => envelope({ ...unpaid, status: 1 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('支付成功')).toBeVisible();
  },
};

/** An order cancelled before it was paid: its status in words, never "paid", nothing to pay. */
export const PayCancelledOrder: Story = {
  args: { page: PayOrderPage, query: { id: '5002' } },
  parameters: {
    route: '/pages/order/pay/index?id=5002',
    msw: {
      handlers: [http.get('*/api/shop/orderDetails', () => envelope({ ...unpaid, status: 5 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Order status: Cancelled')).toBeVisible();
    await expect(canvas.getByText(/can no longer be paid/)).toBeVisible();
    await expect(canvas.queryByText('Payment confirmed')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pay now' })).toBeNull();
  },
};

export const PayShippedOrderChinese: Story = {
  args: { page: PayOrderPage, query: { id: '5002' } },
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages/order/pay/index?id=5002',
    msw: {
      handlers: [http.get('*/api/shop/orderDetails', () => envelope({ ...unpaid, status: 3 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('订单状态：已发货')).toBeVisible();
    await expect(canvas.queryByText('支付成功')).toBeNull();
  },
};

/** A link without the order id: the link is incomplete, and the order list is the way on. */
export const PayWithoutOrderId: Story = {
  args: { page: PayOrderPage, query: {} },
  parameters: { route: '/pages/order/pay/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/this link is incomplete/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View my orders' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const Questions: Story = {
  args: { page: QuestionsPage },
  parameters: { route: '/pages/customer/question/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /如何修改收货地址/ })).toBeVisible();
  },
};

export const QuestionsChinese: Story = {
  ...Questions,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /如何修改收货地址/ })).toBeVisible();
    await expect(canvas.getByLabelText('搜索问题')).toBeVisible();
  },
};

export const QuestionAnswer: Story = {
  args: { page: QuestionDetailPage, query: { id: '2' } },
  parameters: { route: '/pages/customer/question/detail?id=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '为什么上不了网？' })).toBeVisible();
    await expect(canvas.getByText(/APN/)).toBeVisible();
  },
};

export const QuestionAnswerChinese: Story = {
  ...QuestionAnswer,
  globals: { locale: 'zh-Hans' },
};

/** A question link without its id: the link is incomplete, and all questions are the way on. */
export const QuestionWithoutIdChinese: Story = {
  args: { page: QuestionDetailPage, query: {} },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/customer/question/detail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/链接不完整/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部问题' })).toBeVisible();
  },
};

export const IdDocuments: Story = {
  args: { page: ResetCertPage, query: { orderSn: 'SO202611210002' } },
  parameters: { route: '/pages/resetCert/index?orderSn=SO202611210002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('For order SO202611210002')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

export const IdDocumentsChinese: Story = {
  ...IdDocuments,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('订单 SO202611210002')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '上传身份证照片' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交' })).toBeVisible();
  },
};

export const FeaturedSinglePage: Story = {
  args: { page: SinglePage, query: { pageCode: 'SUMMER' } },
  parameters: { route: '/pages-sub/single/index?pageCode=SUMMER' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('限时特惠，首月 0 元。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'See all goods' })).toBeVisible();
  },
};

export const FeaturedSinglePageChinese: Story = {
  ...FeaturedSinglePage,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('限时特惠，首月 0 元。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '查看全部商品' })).toBeVisible();
  },
};

export const FeaturedSinglePageClosed: Story = {
  args: { page: SinglePage, query: { pageCode: 'WINTER' } },
  parameters: { route: '/pages-sub/single/index?pageCode=WINTER' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load this page')).toBeVisible();
  },
};

export const AuthoriseAnotherDevice: Story = {
  args: { page: AuthorizePage, query: { scanId: 'SCAN-DEMO' } },
  parameters: { route: '/pages/authorize/index?scanId=SCAN-DEMO' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Authorise' }));
    await expect(
      await canvas.findByText('Authorised. You can go on on the other device.'),
    ).toBeVisible();
  },
};

export const AuthoriseAnotherDeviceChinese: Story = {
  ...AuthoriseAnotherDevice,
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages/authorize/index?scanId=SCAN-DEMO',
    // A request still waiting for an answer (the story above has answered the demo one).
    msw: {
      handlers: [http.post('*/api/site/checkScanAuthorize', () => envelope({ status: 0 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('是否允许另一台设备使用此账号登录？')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '确认授权' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '拒绝' })).toBeVisible();
  },
};
