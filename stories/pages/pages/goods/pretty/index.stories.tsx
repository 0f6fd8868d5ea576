import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages/goods/pretty/index';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { forgetDrafts, type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/goods/pretty/index';

const meta = {
  title: 'Shop/Pages/pages/goods/pretty/index',
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
export const NumberReservation: Story = {
  args: { query: { numberId: '3' } },
  parameters: { route: '/pages/goods/pretty/index?numberId=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reserve this number' })).toBeVisible();
  },
};

export const NumberReservationChinese: Story = {
  args: { query: { numberId: '3' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/goods/pretty/index?numberId=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '预占此号码' })).toBeVisible();
    await expect(canvas.getByText('该号码尚未为您预占。预占后可在下单期间保留。')).toBeVisible();
  },
};
