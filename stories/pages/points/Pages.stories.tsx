import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import IntegralShopPage from '../../../src/pages/pages-sub/iot/integralShop/index';
import AddressEditPage from '../../../src/pages/pages-sub/iot/integralShop/address/edit';
import TaskPage from '../../../src/pages/pages-sub/iot/task/index';
import GoodsDetailsPage from '../../../src/pages/pages-sub/iot/integralShop/details';
import AddressListPage from '../../../src/pages/pages-sub/iot/integralShop/address/index';
import PaymentPage from '../../../src/pages/pages-sub/iot/integralShop/payment';
import StorePointPage from '../../../src/pages/pages-sub/iot/integralShop/storePoint';
import OrdersPage from '../../../src/pages/pages-sub/iot/integralShop/order/index';
import IntegralLogPage from '../../../src/pages/pages-sub/iot/integralLog/index';
import TaskRulePage from '../../../src/pages/pages-sub/iot/protocol/taskRule';
import { withCard } from '../../iot-user/withCard';
import { PageFrame } from '../pageKit';

const meta = {
  title: 'Page tests/Points and tasks',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: IntegralShopPage, query: {} },
  decorators: [withCard('1064800000001')],
  parameters: { route: '/pages-sub/iot/integralShop/index' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PointsShop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The card logs in first: give a busy machine time.
    await expect(await canvas.findByText('品牌数据线', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('1,280')).toBeVisible();
  },
};

export const PointsShopChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('800 积分 + ¥9.90', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const PointsShopLoading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/iot/integralShopIndex', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const PointsShopFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/iot/integralShopIndex', () => HttpResponse.json({}, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load this page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NewAddress: Story = {
  args: { page: AddressEditPage },
  parameters: { route: '/pages-sub/iot/integralShop/address/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Delivery address' })).toBeVisible();
  },
};

export const NewAddressChinese: Story = {
  ...NewAddress,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: '收货地址' });
    await expect(within(form).getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

export const TaskCentreChinese: Story = {
  args: { page: TaskPage },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages-sub/iot/task/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('已连续签到 2 天')).toBeVisible();
  },
};

export const GoodsDetails: Story = {
  args: { page: GoodsDetailsPage, query: { id: '2' } },
  parameters: { route: '/pages-sub/iot/integralShop/details?id=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('316 不锈钢保温杯 500ml。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Redeem now' })).toBeEnabled();
  },
};

export const GoodsSoldOutChinese: Story = {
  args: { page: GoodsDetailsPage, query: { id: '5' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages-sub/iot/integralShop/details?id=5' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '已兑完' }),
    ).toBeDisabled();
  },
};

export const OrderConfirmation: Story = {
  args: { page: PaymentPage, query: { goodsId: '2' } },
  parameters: { route: '/pages-sub/iot/integralShop/payment?goodsId=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('张三 13800138000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled();
  },
};

export const OrderConfirmationChinese: Story = {
  ...OrderConfirmation,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('张三 13800138000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeEnabled();
  },
};

export const OrderConfirmationNoAddress: Story = {
  args: { page: PaymentPage, query: { goodsId: '2' } },
  parameters: {
    route: '/pages-sub/iot/integralShop/payment?goodsId=2',
    msw: {
      handlers: [
        http.get('*/api/iot/simAddressList', () =>
          HttpResponse.json({ code: 0, message: 'ok', data: [] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Add a delivery address before placing the order',
    );
  },
};

export const AddressBookChinese: Story = {
  args: { page: AddressListPage, query: { select: '1' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages-sub/iot/integralShop/address/index?select=1' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('科技园南区 1 栋 101', { exact: false }),
    ).toBeVisible();
  },
};

export const PickUpPoints: Story = {
  args: { page: StorePointPage, query: { goodsId: '4' } },
  parameters: { route: '/pages-sub/iot/integralShop/storePoint?goodsId=4' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('福田会展中心营业厅')).toBeVisible();
  },
};

export const PickUpPointsChinese: Story = {
  ...PickUpPoints,
  globals: { locale: 'zh-Hans' },
};

export const OrdersEmpty: Story = {
  args: { page: OrdersPage },
  parameters: { route: '/pages-sub/iot/integralShop/order/index' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No orders yet')).toBeVisible();
  },
};

export const OrdersEmptyChinese: Story = {
  ...OrdersEmpty,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无订单')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去积分商城' })).toBeVisible();
  },
};

export const LedgerChinese: Story = {
  args: { page: IntegralLogPage },
  globals: { locale: 'zh-Hans' },
  // Ledger times are relative to the demo's start.
  parameters: { route: '/pages-sub/iot/integralLog/index', visual: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('每日签到')).toBeVisible();
  },
};

export const TaskRules: Story = {
  args: { page: TaskRulePage },
  parameters: { route: '/pages-sub/iot/protocol/taskRule' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('请仔细阅读以下条款。')).toBeVisible();
  },
};

export const TaskRulesChinese: Story = {
  ...TaskRules,
  globals: { locale: 'zh-Hans' },
};
