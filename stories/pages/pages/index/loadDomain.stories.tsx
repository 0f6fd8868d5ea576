import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import Page from '../../../../src/pages/pages/index/loadDomain';
import { catalogueState } from '../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/index/loadDomain';

const meta = {
  title: 'Shop/Pages/pages/index/loadDomain',
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
export const DataInitialisation: Story = {
  parameters: {
    // The region data never arrives here, so the page stays on its last step.
    msw: { handlers: [http.get('*/provinces/*', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getByRole('list', { name: 'Getting the shop ready' });
    await waitFor(() => expect(within(steps).getAllByText('Done')).toHaveLength(2));
    await expect(within(steps).getByText('Waiting')).toBeVisible();
  },
};

export const DataInitialisationFailsChinese: Story = {
  globals: { locale: 'zh-Hans' },
  parameters: {
    msw: {
      handlers: [http.get('*/api/hk/baseConfig', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('失败');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
