import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import Page from '../../../../../src/pages/pages-sub/iot/packageDetails/index';
import { baseConfig as demoBaseConfig } from '../../../../../src/mocks/services/config';
import { asCard, type PageFrame, pageMeta } from '../../../pageKit';
import { catalogueState } from '../../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/packageDetails/index';

/** The card's agent takes no way to pay: the page says so and leads to customer service. */
const noWayToPay = {
  msw: {
    handlers: [
      http.get('*/api/hk/baseConfig', ({ request }) =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: {
            ...demoBaseConfig(
              new URL(request.url).searchParams.get('promoCode') ?? '',
              '/api/__demo/img',
            ),
            showPaymentType: [],
          },
          serverTime: Date.now(),
        }),
      ),
    ],
  },
};

const meta = {
  title: 'Card/Pages/pages-sub/iot/packageDetails/index',
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
export const PackageDetails: Story = {
  args: { query: { id: '2' } },
  beforeEach: asCard('1064800000005'),
  parameters: { route: '/pages-sub/iot/packageDetails/index?id=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '月包 100G' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy now ¥59.00' })).toBeVisible();
  },
};

export const PackageDetailsChinese: Story = {
  args: { query: { id: '1' } },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages-sub/iot/packageDetails/index?id=1' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '立即订购 ¥29.00' }),
    ).toBeVisible();
  },
};

export const PackageDetailsNoWayToPay: Story = {
  args: { query: { id: '1' } },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages-sub/iot/packageDetails/index?id=1', ...noWayToPay },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No way to pay' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Payment method' })).toBeNull();
  },
};

export const PackageDetailsNoWayToPayChinese: Story = {
  ...PackageDetailsNoWayToPay,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '暂无支付方式' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '联系客服' })).toBeVisible();
  },
};

/** A package link without its id: the link is incomplete, and the package list is the way on. */
export const PackageDetailsWithoutId: Story = {
  beforeEach: asCard('1064800000001'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/this link is incomplete/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'See all packages' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};
