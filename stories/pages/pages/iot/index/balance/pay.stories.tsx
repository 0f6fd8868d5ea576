import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../../src/pages/pages/iot/index/balance/pay';
import { asCard, type PageFrame, pageMeta } from '../../../../pageKit';
import { catalogueState } from '../../../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/iot/index/balance/pay';

const meta = {
  title: 'Card/Pages/pages/iot/index/balance/pay',
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
export const BalancePay: Story = {
  args: { query: { optionId: '3' } },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/balance/pay?optionId=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Top up ¥100.00, bonus ¥15.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay ¥100.00' })).toBeVisible();
  },
};

export const BalancePayChinese: Story = {
  args: { query: { optionId: '3' } },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/balance/pay?optionId=3' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '支付 ¥100.00' }),
    ).toBeVisible();
  },
};
