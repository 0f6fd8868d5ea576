import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import Page from '../../../../../../src/pages/pages/iot/index/balance/index';
import { asCard, type PageFrame, pageMeta } from '../../../../pageKit';
import { catalogueState } from '../../../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/iot/index/balance/index';

const meta = {
  title: 'Card/Pages/pages/iot/index/balance/index',
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
export const Balance: Story = {
  beforeEach: asCard('1064800000002'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /¥100/ })).toBeVisible();
    await expect(canvas.getByText('In arrears ¥23.60')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Other amount'), '0.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Top up' }));
    await expect(
      canvas.getByText('Enter an amount from 1 to 5000 yuan, at most two decimals'),
    ).toBeVisible();
  },
};

export const BalanceChinese: Story = {
  beforeEach: asCard('1064800000001'),
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /¥200/ })).toBeVisible();
  },
};

export const BalanceFailsToLoad: Story = {
  beforeEach: asCard('1064800000001'),
  parameters: {
    msw: {
      handlers: [http.get('*/api/iot/balanceChoose', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load this page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
