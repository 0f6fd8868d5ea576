import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages/goods/fastNumber/formSubmit';
import { fixClock, forgetDrafts, type PageFrame, pageMeta } from '../../../pageKit';
import { catalogueState } from '../../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/goods/fastNumber/formSubmit';

const meta = {
  title: 'Shop/Pages/pages/goods/fastNumber/formSubmit',
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
export const FastNumberOrderForm: Story = {
  args: { query: { numberId: '10' } },
  parameters: { route: '/pages/goods/fastNumber/formSubmit?numberId=10' },
  // The number is held on arrival for 15 minutes: a fixed clock keeps the countdown still.
  beforeEach: fixClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Held for you for')).toBeVisible();
    await expect(canvas.getByText('Your number: 17668389233')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place the order' })).toBeVisible();
  },
};

export const FastNumberOrderFormChinese: Story = {
  ...FastNumberOrderForm,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('为您保留')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '释放号码' })).toBeVisible();
  },
};

export const FastNumberUnknown: Story = {
  args: { query: { numberId: '99999' } },
  parameters: { route: '/pages/goods/fastNumber/formSubmit?numberId=99999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load this page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
