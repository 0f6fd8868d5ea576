import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { delay, http } from 'msw';
import Page from '../../../../../../src/pages/pages/iot/index/package/index';
import { iot as zh } from '../../../../../../src/i18n/locales/zh-Hans/iot';
import { iot as hant } from '../../../../../../src/i18n/locales/zh-Hant/iot';
import { asCard, atFixedTime, type PageFrame, pageMeta } from '../../../../pageKit';
import { catalogueState } from '../../../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/iot/index/package/index';

const meta = {
  title: 'Card/Pages/pages/iot/index/package/index',
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
export const Packages: Story = {
  beforeEach: asCard('1064800000001'),
  // Flash-sale countdowns follow the clock: no fixed picture.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Flash sale')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy 年包 无限流量' })).toBeVisible();
  },
};

export const PackagesLoading: Story = {
  beforeEach: asCard('1064800000001'),
  parameters: { msw: { handlers: [http.get('*/api/iot/packageChoose', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const PackagesAtFixedTime: Story = {
  beforeEach: atFixedTime('1064800000001'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Flash sale')).toBeVisible();
    await expect(canvas.getByText('Data 5 GB · Valid 1 day')).toBeVisible();
    await expect(canvas.getByText('Unlimited data · Valid 1 year')).toBeVisible();
  },
};

export const PackagesChinese: Story = {
  beforeEach: atFixedTime('1064800000001'),
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(zh.package.seckill)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /年包 无限流量/ })).toBeVisible();
  },
};

export const PackagesTraditional: Story = {
  beforeEach: atFixedTime('1064800000001'),
  globals: { locale: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hant.package.all)).toBeVisible();
  },
};
