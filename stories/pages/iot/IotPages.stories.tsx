import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import LoginPage from '../../../src/pages/pages/iot/login/index';
import HomePage from '../../../src/pages/pages/iot/index/index';
import BalancePage from '../../../src/pages/pages/iot/index/balance/index';
import BalancePayPage from '../../../src/pages/pages/iot/index/balance/pay';
import PackagePage from '../../../src/pages/pages/iot/index/package/index';
import PackageDetailsPage from '../../../src/pages/pages-sub/iot/packageDetails/index';
import OrderLogsPage from '../../../src/pages/pages/iot/index/orderLogs/index';
import RealnamePage from '../../../src/pages/pages/iot/index/realnameAuth/index';
import SetRenewPage from '../../../src/pages/pages/iot/index/setRenew/index';
import { baseConfig as demoBaseConfig } from '../../../src/mocks/services/config';
import { useIotStore } from '../../../src/stores/iot';
import { PageFrame, asCard, envelope } from '../pageKit';

const meta = {
  title: 'Page tests/IoT core',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: LoginPage, query: {} },
  parameters: { route: '/pages/iot/login/index' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  beforeEach: () => {
    useIotStore.setState({ recentSims: ['1064800000005', '1064800000001'] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Enter the card number, ICCID or device number')).toBeVisible();
    await expect(
      canvas.getByText('Please read and accept the service agreement first'),
    ).toBeVisible();
  },
};

export const LoginChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: '卡片自助服务' }),
    ).toBeVisible();
  },
};

/** A channel whose cards all log in with a card password (simLoginConfig.cardPasswordMode 1). */
export const LoginWithCardPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/simLoginConfig', () =>
          envelope({
            title: '卡片自助服务',
            logo: '',
            needAgreeProtocol: true,
            allowDeviceNo: true,
            allowScan: false,
            tips: '',
            cardPasswordMode: 1,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Card password')).toBeVisible();
  },
};

export const Home: Story = {
  args: { page: HomePage },
  beforeEach: asCard('1064800000005'),
  // The greeting follows the hour of the day: no fixed picture.
  parameters: { route: '/pages/iot/index/index', visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Card summary' })).toBeVisible();
    await expect(canvas.getByText('¥200.00')).toBeVisible();
  },
};

export const HomeDevice: Story = {
  args: { page: HomePage },
  beforeEach: asCard('1064800000007'),
  parameters: { route: '/pages/iot/index/index', visual: false },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const header = await within(canvasElement).findByRole('region', { name: '卡片概览' });
    await expect(within(header).getByText('设备号')).toBeVisible();
    await expect(within(header).getByText('MF8600000007')).toBeVisible();
  },
};

export const Balance: Story = {
  args: { page: BalancePage },
  beforeEach: asCard('1064800000002'),
  parameters: { route: '/pages/iot/index/balance/index' },
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
  args: { page: BalancePage },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/balance/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /¥200/ })).toBeVisible();
  },
};

export const BalanceFailsToLoad: Story = {
  args: { page: BalancePage },
  beforeEach: asCard('1064800000001'),
  parameters: {
    route: '/pages/iot/index/balance/index',
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

export const BalancePay: Story = {
  args: { page: BalancePayPage, query: { optionId: '3' } },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/balance/pay?optionId=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Top up ¥100.00, bonus ¥15.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay ¥100.00' })).toBeVisible();
  },
};

export const Packages: Story = {
  args: { page: PackagePage },
  beforeEach: asCard('1064800000001'),
  // Flash-sale countdowns follow the clock: no fixed picture.
  parameters: { route: '/pages/iot/index/package/index', visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Flash sale')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy 年包 无限流量' })).toBeVisible();
  },
};

export const PackagesLoading: Story = {
  args: { page: PackagePage },
  beforeEach: asCard('1064800000001'),
  parameters: {
    route: '/pages/iot/index/package/index',
    msw: { handlers: [http.get('*/api/iot/packageChoose', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const PackageDetails: Story = {
  args: { page: PackageDetailsPage, query: { id: '2' } },
  beforeEach: asCard('1064800000005'),
  parameters: { route: '/pages-sub/iot/packageDetails/index?id=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '月包 100G' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy now ¥59.00' })).toBeVisible();
  },
};

export const PackageDetailsChinese: Story = {
  args: { page: PackageDetailsPage, query: { id: '1' } },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages-sub/iot/packageDetails/index?id=1' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '立即订购 ¥29.00' }),
    ).toBeVisible();
  },
};

/** The card's agent takes no way to pay: the page says so and leads to customer service. */
const noWayToPay = {
  msw: {
    handlers: [
      http.get('*/api/hk/baseConfig', ({ request }) =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: {
            ...demoBaseConfig(
              new URL(request.url).searchParams.get('promoCode') ?? '',
              '/api/__demo/img',
            ),
            showPaymentType: [],
          },
          serverTime: Date.now(),
        }),
      ),
    ],
  },
};

export const PackageDetailsNoWayToPay: Story = {
  args: { page: PackageDetailsPage, query: { id: '1' } },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages-sub/iot/packageDetails/index?id=1', ...noWayToPay },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No way to pay' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Payment method' })).toBeNull();
  },
};

export const PackageDetailsNoWayToPayChinese: Story = {
  ...PackageDetailsNoWayToPay,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '暂无支付方式' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '联系客服' })).toBeVisible();
  },
};

/** A package link without its id: the link is incomplete, and the package list is the way on. */
export const PackageDetailsWithoutId: Story = {
  args: { page: PackageDetailsPage, query: {} },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages-sub/iot/packageDetails/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/this link is incomplete/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'See all packages' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const OrderLogs: Story = {
  args: { page: OrderLogsPage, query: { tab: 'recharges' } },
  beforeEach: asCard('1064800000001'),
  // Demo orders are dated relative to today: no fixed picture.
  parameters: { route: '/pages/iot/index/orderLogs/index?tab=recharges', visual: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('+¥50.00')).toBeVisible();
  },
};

export const RealName: Story = {
  args: { page: RealnamePage },
  beforeEach: asCard('1064800000004'),
  parameters: { route: '/pages/iot/index/realnameAuth/index' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Verify: Operator real-name' }),
    ).toBeVisible();
  },
};

export const AutoRenewChinese: Story = {
  args: { page: SetRenewPage },
  beforeEach: asCard('1064800000006'),
  parameters: { route: '/pages/iot/index/setRenew/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('不自动续费')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '关闭按量计费' })).toBeVisible();
  },
};
