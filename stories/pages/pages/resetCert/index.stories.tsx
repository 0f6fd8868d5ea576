import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../src/pages/pages/resetCert/index';
import { catalogueState } from '../../catalogue/catalogueKit';
import { forgetDrafts, type PageFrame, pageMeta } from '../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/resetCert/index';

const meta = {
  title: 'Shop/Pages/pages/resetCert/index',
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
export const IdDocuments: Story = {
  args: { query: { orderSn: 'SO202611210002' } },
  parameters: { route: '/pages/resetCert/index?orderSn=SO202611210002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('For order SO202611210002')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

export const IdDocumentsChinese: Story = {
  ...IdDocuments,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('订单 SO202611210002')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '上传身份证照片' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交' })).toBeVisible();
  },
};
