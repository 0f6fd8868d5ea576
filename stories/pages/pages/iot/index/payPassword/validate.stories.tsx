import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../../src/pages/pages/iot/index/payPassword/validate';
import { iot as zh } from '../../../../../../src/i18n/locales/zh-Hans/iot';
import { asCard, type PageFrame, pageMeta } from '../../../../pageKit';
import { catalogueState } from '../../../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/iot/index/payPassword/validate';

const meta = {
  title: 'Card/Pages/pages/iot/index/payPassword/validate',
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
export const PayPasswordChange: Story = {
  beforeEach: asCard('1064800000005'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Enter the current pay password' }),
    ).toBeVisible();
  },
};

export const PayPasswordChangeChinese: Story = {
  beforeEach: asCard('1064800000005'),
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: zh.payPassword.enterOld }),
    ).toBeVisible();
  },
};
