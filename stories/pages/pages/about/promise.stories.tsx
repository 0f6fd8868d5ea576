import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../src/pages/pages/about/promise';
import { BASE_CONFIG_KEY } from '../../../../src/features/data/baseConfig';
import { baseConfig } from '../../../../src/mocks/services/config';
import { catalogueState } from '../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/about/promise';

const meta = {
  title: 'App frame/Pages/pages/about/promise',
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
// The promise is the operator's own (the demo's configuration), in the operator's language.
const demoShop = {
  data: [[BASE_CONFIG_KEY, { promoCode: '', config: baseConfig('', '') }]],
};

export const ServicePromise: Story = {
  parameters: demoShop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('What this shop promises you when you buy from it.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading')).toHaveLength(4);
  },
};

/** A shop that published no promise shows none: no promise of the app's own. */
export const ServicePromiseNone: Story = {
  parameters: {
    data: [[BASE_CONFIG_KEY, { promoCode: '', config: { front: { servicePromises: [] } } }]],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This shop has not published a service promise.'),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
  },
};

export const ServicePromiseChinese: Story = {
  parameters: demoShop,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '正品保障' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '真人客服' })).toBeVisible();
  },
};
