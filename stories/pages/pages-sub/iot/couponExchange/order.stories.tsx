import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import Page from '../../../../../src/pages/pages-sub/iot/couponExchange/order';
import type { CouponCoinLog } from '../../../../../src/api/types';
import { withCard } from '../../../../iotServices/user/withCard';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/couponExchange/order';

/** The demo's coin ledger dates its entries from today; the story pins them for its baseline. */
const COIN_LOGS: CouponCoinLog[] = [
  { id: 2, coin: -10, after: 20, remark: '兑换 5 元套餐券', createdAt: '2026-11-20T06:00:00Z' },
  { id: 1, coin: 30, after: 30, remark: '充值赠送', createdAt: '2026-10-23T06:00:00Z' },
];

const coinLogs = http.get('*/api/iot/couponCoinLogList', () =>
  HttpResponse.json({
    code: 0,
    message: 'ok',
    data: { list: COIN_LOGS, total: 2, page: 1, pageSize: 20, hasMore: false },
  }),
);

const meta = {
  title: 'Card services/Pages/pages-sub/iot/couponExchange/order',
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
export const CoinLedger: Story = {
  decorators: [withCard('1064800000001')],
  parameters: { msw: { handlers: [coinLogs] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('兑换 5 元套餐券')).toBeVisible();
    await expect(canvas.getByText('-10')).toBeVisible();
    await expect(canvas.getByText('+30')).toBeVisible();
  },
};

export const CoinLedgerChinese: Story = {
  ...CoinLedger,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('充值赠送')).toBeVisible();
    await expect(canvas.getByText(/余 20 券币/)).toBeVisible();
  },
};
