import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import Page from '../../../../src/pages/pages/index/index';
import { fixClock, forgetDrafts, type PageFrame, pageMeta } from '../../pageKit';
import { BASE_CONFIG_KEY } from '../../../../src/features/data/baseConfig';
import { baseConfig } from '../../../../src/mocks/services/config';
import { catalogueState } from '../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/index/index';

const meta = {
  title: 'App frame/Pages/pages/index/index',
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
export const HomeGoodsGroup: Story = {
  // The greeting follows the hour of the day: no fixed picture.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '流量卡' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'China Unicom' }));
    await waitFor(() => expect(canvas.queryByText('移动星辰卡 29元 100G')).toBeNull());
    await expect(canvas.getByText('联通大王卡 39元 150G')).toBeVisible();
  },
};

export const HomeNumberGroup: Story = {
  args: { query: { indexFirstGroup: '1' } },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'See all numbers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose a number' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const HomeGoodsGroupChinese: Story = {
  globals: { locale: 'zh-Hans' },
  // The greeting follows the hour: a fixed clock keeps the picture.
  beforeEach: fixClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '流量卡' })).toBeVisible();
    await expect(canvas.getByText('移动星辰卡 29元 100G')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '流量卡' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const HomeNumberGroupChinese: Story = {
  args: { query: { indexFirstGroup: '1' } },
  globals: { locale: 'zh-Hans' },
  beforeEach: fixClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '查看全部号码' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '选号码' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The number group's hot searches are the operator's words (the demo's configuration). */
export const HomeHotSearchWords: Story = {
  args: { query: { indexFirstGroup: '1', showHotSearch: '1' } },
  parameters: {
    visual: false,
    data: [[BASE_CONFIG_KEY, { promoCode: '', config: baseConfig('', '') }]],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hot = await canvas.findByRole('group', { name: 'Popular searches' });
    const words = within(hot)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(words).toEqual(['888', '666', '168', '520', '1314']);
  },
};

/** A shop that names no hot searches shows none, never words of the app's own. */
export const HomeNoHotSearchWords: Story = {
  args: { query: { indexFirstGroup: '1', showHotSearch: '1' } },
  parameters: {
    visual: false,
    data: [
      [
        BASE_CONFIG_KEY,
        {
          promoCode: '',
          config: {
            ...baseConfig('', ''),
            front: { ...baseConfig('', '').front, hotSearchWords: [] },
          },
        },
      ],
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'See all numbers' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Popular searches' })).toBeNull();
  },
};

export const HomeGoodsFailToLoad: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [http.get('*/api/shop/goodsList', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load this page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
