import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../../src/pages/pages-sub/iot/integralShop/order/details';
import { withCard } from '../../../../../iotServices/user/withCard';
import { catalogueState } from '../../../../catalogue/catalogueKit';
import { orderDetails, SHIPPED, UNPAID } from '../../../../fixtures/pointsOrders';
import { type PageFrame, pageMeta } from '../../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/integralShop/order/details';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/integralShop/order/details',
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
export const ShippedOrder: Story = {
  decorators: [withCard('1064800000001')],
  args: { query: { id: '9001' } },
  parameters: {
    route: '/pages-sub/iot/integralShop/order/details?id=9001',
    msw: { handlers: [orderDetails(SHIPPED)] },
  },
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
  decorators: [withCard('1064800000001')],
  args: { query: { id: '9001' } },
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages-sub/iot/integralShop/order/details?id=9001',
    msw: { handlers: [orderDetails(SHIPPED)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('【深圳南山】快递员正在派件')).toBeVisible();
    await expect(canvas.getByText('物流信息')).toBeVisible();
    await expect(canvas.getByText('消耗积分')).toBeVisible();
  },
};

export const UnpaidOrder: Story = {
  decorators: [withCard('1064800000001')],
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
