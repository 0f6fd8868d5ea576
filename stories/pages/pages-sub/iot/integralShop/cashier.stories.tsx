import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages-sub/iot/integralShop/cashier';
import { withCard } from '../../../../iotServices/user/withCard';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { orderDetails, SHIPPED, UNPAID } from '../../../fixtures/pointsOrders';
import { type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/integralShop/cashier';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/integralShop/cashier',
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
export const Cashier: Story = {
  decorators: [withCard('1064800000001')],
  args: { query: { id: '9002' } },
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
    // Opened already shipped: paid, said plainly, with the way to the order.
    await expect(await canvas.findByText('This order is paid and has shipped.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View the order' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).toBeNull();
  },
};
