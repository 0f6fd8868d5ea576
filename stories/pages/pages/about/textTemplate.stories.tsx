import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../src/pages/pages/about/textTemplate';
import { catalogueState } from '../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/about/textTemplate';

const meta = {
  title: 'App frame/Pages/pages/about/textTemplate',
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
export const About: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'App version' })).toBeVisible();
    await expect(canvas.getByText('1.4.4 (build 144)')).toBeVisible();
  },
};

export const AboutChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '应用版本' })).toBeVisible();
    await expect(canvas.getByText('1.4.4（构建 144）')).toBeVisible();
  },
};
