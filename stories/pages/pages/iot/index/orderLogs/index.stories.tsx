import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../../src/pages/pages/iot/index/orderLogs/index';
import { iot as zh } from '../../../../../../src/i18n/locales/zh-Hans/iot';
import { asCard, atFixedTime, type PageFrame, pageMeta } from '../../../../pageKit';
import { catalogueState } from '../../../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/iot/index/orderLogs/index';

const meta = {
  title: 'Card/Pages/pages/iot/index/orderLogs/index',
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
export const OrderLogs: Story = {
  args: { query: { tab: 'recharges' } },
  beforeEach: asCard('1064800000001'),
  // Demo orders are dated relative to today: no fixed picture.
  parameters: { route: '/pages/iot/index/orderLogs/index?tab=recharges', visual: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('+¥50.00')).toBeVisible();
  },
};

export const OrderLogsAtFixedTime: Story = {
  args: { query: { tab: 'recharges' } },
  beforeEach: atFixedTime('1064800000001'),
  parameters: { route: '/pages/iot/index/orderLogs/index?tab=recharges' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('+¥50.00')).toBeVisible();
  },
};

export const OrderLogsChinese: Story = {
  args: { query: { tab: 'packages' } },
  beforeEach: atFixedTime('1064800000005'),
  parameters: { route: '/pages/iot/index/orderLogs/index?tab=packages' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: zh.orderLogs.packages })).toBeVisible();
    await expect((await canvas.findAllByRole('listitem')).length).toBeGreaterThan(0);
  },
};
