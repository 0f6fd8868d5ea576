import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import Page from '../../../../../src/pages/pages/order/logistics/index';
import { envelope, type PageFrame, pageMeta } from '../../../pageKit';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { parcel, shipped } from '../../../fixtures/shopOrders';

/** The page's path in the specification and the route table. */
const PATH = 'pages/order/logistics/index';

const meta = {
  title: 'Shop/Pages/pages/order/logistics/index',
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
export const ParcelTrack: Story = {
  args: { query: { id: '5001' } },
  parameters: { route: '/pages/order/logistics/index?id=5001', msw: { handlers: [shipped] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tracking no. SF0000005001')).toBeVisible();
    const track = canvas.getByRole('list', { name: 'Parcel track' });
    await expect(within(track).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(track).getByText('【深圳南山】快递员正在派件')).toBeVisible();
  },
};

export const ParcelTrackChinese: Story = {
  args: { query: { id: '5001' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/order/logistics/index?id=5001', msw: { handlers: [shipped] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('运单号 SF0000005001')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '物流轨迹' })).toBeVisible();
  },
};

export const ParcelNoEventsYet: Story = {
  args: { query: { id: '5001' } },
  parameters: {
    route: '/pages/order/logistics/index?id=5001',
    msw: {
      handlers: [http.get('*/api/shop/orderLogistics', () => envelope({ ...parcel, traces: [] }))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tracking events yet.')).toBeVisible();
  },
};

export const ParcelFailsToLoad: Story = {
  args: { query: { id: '5001' } },
  parameters: {
    route: '/pages/order/logistics/index?id=5001',
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
