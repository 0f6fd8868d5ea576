import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages/customer/question/detail';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { forgetDrafts, type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/customer/question/detail';

const meta = {
  title: 'Shop/Pages/pages/customer/question/detail',
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
export const QuestionAnswer: Story = {
  args: { query: { id: '2' } },
  parameters: { route: '/pages/customer/question/detail?id=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '为什么上不了网？' })).toBeVisible();
    await expect(canvas.getByText(/APN/)).toBeVisible();
  },
};

export const QuestionAnswerChinese: Story = {
  ...QuestionAnswer,
  globals: { locale: 'zh-Hans' },
};

/** A question link without its id: the link is incomplete, and all questions are the way on. */
export const QuestionWithoutIdChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/链接不完整/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部问题' })).toBeVisible();
  },
};
