import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages-sub/iot/packageInfo/index';
import { iot as zh } from '../../../../../src/i18n/locales/zh-Hans/iot';
import { asCard, atFixedTime, type PageFrame, pageMeta } from '../../../pageKit';
import { catalogueState } from '../../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/packageInfo/index';

const meta = {
  title: 'Card/Pages/pages-sub/iot/packageInfo/index',
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
export const PackageInfo: Story = {
  beforeEach: asCard('1064800000006'),
  // Validity and order dates follow today: no fixed picture.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Used 85.94 GB \(unlimited\)/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close pay-per-use' })).toBeVisible();
  },
};

export const PackageInfoAtFixedTime: Story = {
  beforeEach: atFixedTime('1064800000006'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Used 85.94 GB \(unlimited\)/),
    ).toBeVisible();
  },
};

export const PackageInfoChinese: Story = {
  beforeEach: atFixedTime('1064800000006'),
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: zh.renew.volumeClose }),
    ).toBeVisible();
  },
};
