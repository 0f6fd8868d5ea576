import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import Page from '../../../../../src/pages/pages-sub/iot/integralShop/payment';
import { withCard } from '../../../../iotServices/user/withCard';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/integralShop/payment';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/integralShop/payment',
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
export const OrderConfirmation: Story = {
  decorators: [withCard('1064800000001')],
  args: { query: { goodsId: '2' } },
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
  decorators: [withCard('1064800000001')],
  args: { query: { goodsId: '2' } },
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
