import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages-sub/iot/accelerate/cashier';
import { withCard } from '../../../../iotServices/user/withCard';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/accelerate/cashier';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/accelerate/cashier',
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
export const SpeedBoostCashier: Story = {
  decorators: [withCard('1064800000001')],
  args: { query: { id: '1' } },
  parameters: { route: '/pages-sub/iot/accelerate/cashier?id=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5G 极速包 7 天')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Card balance/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Pay ¥9.90' })).toBeEnabled();
  },
};

export const SpeedBoostCashierChinese: Story = {
  ...SpeedBoostCashier,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5G 极速包 7 天')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /卡内余额/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '支付 ¥9.90' })).toBeEnabled();
  },
};

export const SpeedBoostGone: Story = {
  decorators: [withCard('1064800000001')],
  args: { query: { id: '99' } },
  parameters: { route: '/pages-sub/iot/accelerate/cashier?id=99' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This product is no longer on sale'),
    ).toBeVisible();
  },
};
