import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages/index/agent/index';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { forgetDrafts, type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/index/agent/index';

const meta = {
  title: 'Shop/Pages/pages/index/agent/index',
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
export const AgentPrices: Story = {
  args: { query: { promoCode: 'AGENT001' } },
  parameters: { route: '/pages/index/agent/index?promoCode=AGENT001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '华南一级代理' })).toBeVisible();
  },
};

export const AgentPricesChinese: Story = {
  ...AgentPrices,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '华南一级代理' })).toBeVisible();
    await expect(
      canvas.getByText('为每个直属下级代理设置在您价格基础上的加价。留空则使用标准价格。'),
    ).toBeVisible();
  },
};

export const AgentNotAnAgent: Story = {
  args: { query: { promoCode: 'NOBODY' } },
  parameters: { route: '/pages/index/agent/index?promoCode=NOBODY' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Only agents can set prices for downstream agents.'),
    ).toBeVisible();
  },
};
