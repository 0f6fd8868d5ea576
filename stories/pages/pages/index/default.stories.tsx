import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import Page from '../../../../src/pages/pages/index/default';
import { catalogueState } from '../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/index/default';

const meta = {
  title: 'Shop/Pages/pages/index/default',
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
export const DefaultLandingLoading: Story = {
  args: { query: { promoCode: 'AGENT001' } },
  parameters: {
    route: '/pages/index/default?promoCode=AGENT001',
    msw: { handlers: [http.get('*/api/hk/baseConfig', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/loading/i);
  },
};

export const DefaultLandingFailsChinese: Story = {
  args: { query: { promoCode: 'AGENT001' } },
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages/index/default?promoCode=AGENT001',
    msw: {
      handlers: [http.get('*/api/hk/baseConfig', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('页面加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const DefaultLandingFails: Story = {
  ...DefaultLandingFailsChinese,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load this page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
