import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages/goods/general/index';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { numbersOf } from '../../../fixtures/numbers';
import { forgetDrafts, type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/goods/general/index';

const meta = {
  title: 'Shop/Pages/pages/goods/general/index',
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
export const OrdinaryNumbers: Story = {
  play: async ({ canvasElement }) => {
    const list = await numbersOf(canvasElement);
    await expect(within(list).getAllByText('No number fee').length).toBeGreaterThan(3);
  },
};

export const OrdinaryNumbersChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const list = await numbersOf(canvasElement);
    await expect(within(list).getAllByText('免选号费').length).toBeGreaterThan(3);
  },
};
