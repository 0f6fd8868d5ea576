import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { delay, http } from 'msw';
import Page from '../../../../src/pages/pages/goods/index';
import { catalogueState } from '../../catalogue/catalogueKit';
import { forgetDrafts, type PageFrame, pageMeta } from '../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/goods/index';

const meta = {
  title: 'Shop/Pages/pages/goods/index',
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
export const GoodsDetailAndForm: Story = {
  args: { query: { goodsId: '103' } },
  parameters: { route: '/pages/goods/index?goodsId=103' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '联通大王卡 39元 150G' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/SMS code/)).toBeVisible();
    await expect(canvas.getByLabelText(/学校或单位/)).toBeVisible();
  },
};

export const GoodsDetailAndFormChinese: Story = {
  args: { query: { goodsId: '103' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/goods/index?goodsId=103' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '联通大王卡 39元 150G' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/短信验证码/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeVisible();
  },
};

export const GoodsLoading: Story = {
  args: { query: { goodsId: '103' } },
  parameters: {
    route: '/pages/goods/index?goodsId=103',
    msw: { handlers: [http.get('*/api/shop/goodsDetails', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
