import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import Page from '../../../../../src/pages/pages-sub/iot/integralShop/index';
import { withCard } from '../../../../iotServices/user/withCard';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/integralShop/index';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/integralShop/index',
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
export const PointsShop: Story = {
  decorators: [withCard('1064800000001')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The card logs in first: give a busy machine time.
    await expect(await canvas.findByText('品牌数据线', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('1,280')).toBeVisible();
  },
};

export const PointsShopChinese: Story = {
  decorators: [withCard('1064800000001')],
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('800 积分 + ¥9.90', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const PointsShopLoading: Story = {
  decorators: [withCard('1064800000001')],
  parameters: {
    msw: { handlers: [http.get('*/api/iot/integralShopIndex', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const PointsShopFailed: Story = {
  decorators: [withCard('1064800000001')],
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
