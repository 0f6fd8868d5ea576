import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../src/pages/pages/user/index2';
import { fixClock, type PageFrame, pageMeta } from '../../pageKit';
import { catalogueState } from '../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/user/index2';

const meta = {
  title: 'Shop/Pages/pages/user/index2',
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
export const MineGrid: Story = {
  // The greeting follows the hour: a fixed clock keeps the picture.
  beforeEach: fixClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Guest' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /My orders/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Version and update/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
  },
};

export const MineGridLoggedInChinese: Story = {
  globals: { locale: 'zh-Hans' },
  parameters: { store: { shopUser: { nickname: '张三', mobile: '13800138000' } } },
  beforeEach: fixClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '张三' })).toBeVisible();
    await expect(canvas.getByText(/138\*{4}8000/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
  },
};
