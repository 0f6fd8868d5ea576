import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import LoginPage from '../../../src/pages/pages/iot/login/index';
import ProtocolPage from '../../../src/pages/pages/iot/login/protocol';
import CodeLoginPage from '../../../src/pages/pages/iot/login/code/index';
import HomePage from '../../../src/pages/pages/iot/index/index';
import BalancePayPage from '../../../src/pages/pages/iot/index/balance/pay';
import CouponChoosePage from '../../../src/pages/pages/iot/index/couponChoose/index';
import OrderLogsPage from '../../../src/pages/pages/iot/index/orderLogs/index';
import PackagePage from '../../../src/pages/pages/iot/index/package/index';
import PackageInfoPage from '../../../src/pages/pages-sub/iot/packageInfo/index';
import SetRenewPage from '../../../src/pages/pages/iot/index/setRenew/index';
import PayPasswordValidatePage from '../../../src/pages/pages/iot/index/payPassword/validate';
import RealnamePage from '../../../src/pages/pages/iot/index/realnameAuth/index';
import OfficialPage from '../../../src/pages/pages/iot/index/realnameAuth/official';
import PlatformPage from '../../../src/pages/pages/iot/index/realnameAuth/platform';
import SwitchOfficialPage from '../../../src/pages/pages/iot/index/realnameAuth/switchOfficial';
import SubOfficialPage from '../../../src/pages/pages/iot/index/realnameAuth/subOfficial';
import LtAuthPage from '../../../src/pages/pages-sub/ltAuth/index';
import BindPhonePage from '../../../src/pages/pages/iot/index/bindPhone/index';
import SwitchNetPage from '../../../src/pages/pages/iot/index/switchNet/index';
import HistoryLinePage from '../../../src/pages/pages-sub/iot/historyLine/index';
import CustomerPage from '../../../src/pages/pages/iot/index/customer/index';
import MoreMenuPage from '../../../src/pages/pages/iot/index/moreMenu/index';
import { iot as zh } from '../../../src/i18n/locales/zh-Hans/iot';
import { iot as hant } from '../../../src/i18n/locales/zh-Hant/iot';
import { PageFrame, asCard } from '../pageKit';

// The IoT core pages in the locales the first two story files do not draw yet, so that every
// page has a picture in English and in Simplified Chinese (and the busiest ones in Traditional).

/** A fixed instant for the pages that show dates, countdowns or a greeting. */
const FIXED_NOW = Date.parse('2026-03-18T02:00:00Z');

/**
 * Stops the clock at FIXED_NOW while the story runs (the demo database dates its records from
 * today, seckill windows and greetings follow the hour), then logs the card in.
 */
function atFixedTime(simNo: string) {
  return () => {
    const RealDate = Date;
    class FixedDate extends RealDate {
      constructor(...args: unknown[]) {
        super(...((args.length ? args : [FIXED_NOW]) as [number]));
      }
      static override now() {
        return FIXED_NOW;
      }
    }
    globalThis.Date = FixedDate as DateConstructor;
    asCard(simNo)();
    return () => {
      globalThis.Date = RealDate;
    };
  };
}

/** Closes the layout's announcement when the card's layout shows one. */
async function closeLayoutPopup(canvasElement: HTMLElement, label: RegExp) {
  const body = within(canvasElement.ownerDocument.body);
  const popup = body.queryByRole('dialog', { name: /温馨提示/ });
  if (popup) await userEvent.click(within(popup).getByRole('button', { name: label }));
}

const meta = {
  title: 'Page tests/IoT core, locales',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: LoginPage, query: {} },
  parameters: { route: '/pages/iot/login/index' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginTraditional: Story = {
  globals: { locale: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '登入' })).toBeVisible();
  },
};

export const ProtocolChinese: Story = {
  args: { page: ProtocolPage },
  parameters: { route: '/pages/iot/login/protocol' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/物联卡仅限在约定设备中使用/),
    ).toBeVisible();
  },
};

export const CodeLoginChinese: Story = {
  args: { page: CodeLoginPage },
  parameters: { route: '/pages/iot/login/code/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: zh.loginCode.manual }),
    ).toBeVisible();
  },
};

export const HomeAtFixedTime: Story = {
  args: { page: HomePage },
  beforeEach: atFixedTime('1064800000005'),
  parameters: { route: '/pages/iot/index/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('region', { name: 'Card summary' });
    await expect(within(header).getByText('¥200.00')).toBeVisible();
    await expect(within(header).getByText('1064800000005')).toBeVisible();
    await closeLayoutPopup(canvasElement, /Got it/);
  },
};

export const HomeChinese: Story = {
  args: { page: HomePage },
  beforeEach: atFixedTime('1064800000005'),
  parameters: { route: '/pages/iot/index/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const header = await within(canvasElement).findByRole('region', { name: '卡片概览' });
    await expect(within(header).getByText('¥200.00')).toBeVisible();
    await closeLayoutPopup(canvasElement, /知道了/);
  },
};

export const HomeDeviceTraditional: Story = {
  args: { page: HomePage },
  beforeEach: atFixedTime('1064800000007'),
  parameters: { route: '/pages/iot/index/index' },
  globals: { locale: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('region', { name: '卡片概覽' });
    await expect(within(header).getByText(hant.common.deviceNo)).toBeVisible();
    await expect(within(header).getByText('MF8600000007')).toBeVisible();
    await closeLayoutPopup(canvasElement, /知道了/);
  },
};

export const BalancePayChinese: Story = {
  args: { page: BalancePayPage, query: { optionId: '3' } },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/balance/pay?optionId=3' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '支付 ¥100.00' }),
    ).toBeVisible();
  },
};

export const RechargeOffersChinese: Story = {
  args: { page: CouponChoosePage },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/couponChoose/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /充 100 得 130/ }),
    ).toBeVisible();
  },
};

export const OrderLogsAtFixedTime: Story = {
  args: { page: OrderLogsPage, query: { tab: 'recharges' } },
  beforeEach: atFixedTime('1064800000001'),
  parameters: { route: '/pages/iot/index/orderLogs/index?tab=recharges' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('+¥50.00')).toBeVisible();
  },
};

export const OrderLogsChinese: Story = {
  args: { page: OrderLogsPage, query: { tab: 'packages' } },
  beforeEach: atFixedTime('1064800000005'),
  parameters: { route: '/pages/iot/index/orderLogs/index?tab=packages' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: zh.orderLogs.packages })).toBeVisible();
    await expect((await canvas.findAllByRole('listitem')).length).toBeGreaterThan(0);
  },
};

export const PackagesAtFixedTime: Story = {
  args: { page: PackagePage },
  beforeEach: atFixedTime('1064800000001'),
  parameters: { route: '/pages/iot/index/package/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Flash sale')).toBeVisible();
    await expect(canvas.getByText('Data 5 GB · Valid 1 day')).toBeVisible();
    await expect(canvas.getByText('Unlimited data · Valid 1 year')).toBeVisible();
  },
};

export const PackagesChinese: Story = {
  args: { page: PackagePage },
  beforeEach: atFixedTime('1064800000001'),
  parameters: { route: '/pages/iot/index/package/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(zh.package.seckill)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /年包 无限流量/ })).toBeVisible();
  },
};

export const PackagesTraditional: Story = {
  args: { page: PackagePage },
  beforeEach: atFixedTime('1064800000001'),
  parameters: { route: '/pages/iot/index/package/index' },
  globals: { locale: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(hant.package.all)).toBeVisible();
  },
};

export const PackageInfoAtFixedTime: Story = {
  args: { page: PackageInfoPage },
  beforeEach: atFixedTime('1064800000006'),
  parameters: { route: '/pages-sub/iot/packageInfo/index' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Used 85.94 GB \(unlimited\)/),
    ).toBeVisible();
  },
};

export const PackageInfoChinese: Story = {
  args: { page: PackageInfoPage },
  beforeEach: atFixedTime('1064800000006'),
  parameters: { route: '/pages-sub/iot/packageInfo/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: zh.renew.volumeClose }),
    ).toBeVisible();
  },
};

export const AutoRenew: Story = {
  args: { page: SetRenewPage },
  beforeEach: asCard('1064800000006'),
  parameters: { route: '/pages/iot/index/setRenew/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Do not renew automatically')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close pay-per-use' })).toBeVisible();
  },
};

export const PayPasswordChangeChinese: Story = {
  args: { page: PayPasswordValidatePage },
  beforeEach: asCard('1064800000005'),
  parameters: { route: '/pages/iot/index/payPassword/validate' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: zh.payPassword.enterOld }),
    ).toBeVisible();
  },
};

export const RealNameChinese: Story = {
  args: { page: RealnamePage },
  beforeEach: asCard('1064800000004'),
  parameters: { route: '/pages/iot/index/realnameAuth/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: new RegExp(zh.realname.operator),
      }),
    ).toBeVisible();
  },
};

export const OperatorVerificationChinese: Story = {
  args: { page: OfficialPage },
  beforeEach: asCard('1064800000004'),
  parameters: { route: '/pages/iot/index/realnameAuth/official' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: zh.realname.openOperator }),
    ).toBeVisible();
  },
};

export const PlatformVerificationChinese: Story = {
  args: { page: PlatformPage },
  beforeEach: asCard('1064800000004'),
  parameters: { route: '/pages/iot/index/realnameAuth/platform' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: zh.realname.submit }));
    await expect(canvas.getByText(zh.realname.nameError)).toBeVisible();
  },
};

export const DeviceSimsToVerifyChinese: Story = {
  args: { page: SwitchOfficialPage },
  beforeEach: asCard('1064800000007'),
  parameters: { route: '/pages/iot/index/realnameAuth/switchOfficial' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(zh.realname.deviceSims)).toBeVisible();
  },
};

export const DeviceSimVerificationChinese: Story = {
  args: { page: SubOfficialPage, query: { simNo: '1064800000017' } },
  beforeEach: asCard('1064800000007'),
  parameters: { route: '/pages/iot/index/realnameAuth/subOfficial?simNo=1064800000017' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: zh.realname.openOperator }),
    ).toBeVisible();
  },
};

export const UnicomVerification: Story = {
  args: { page: LtAuthPage },
  beforeEach: asCard('1064800000004'),
  parameters: { route: '/pages-sub/ltAuth/index' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Take photos of the ID card and your face'),
    ).toBeVisible();
  },
};

export const BindPhoneChinese: Story = {
  args: { page: BindPhonePage },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/bindPhone/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: zh.bindPhone.send }),
    ).toBeVisible();
  },
};

export const SwitchNetworkChinese: Story = {
  args: { page: SwitchNetPage },
  beforeEach: asCard('1064800000007'),
  parameters: { route: '/pages/iot/index/switchNet/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(zh.switchNet.intro)).toBeVisible();
  },
};

export const UsageHistoryAtFixedTime: Story = {
  args: { page: HistoryLinePage },
  beforeEach: atFixedTime('1064800000001'),
  parameters: { route: '/pages-sub/iot/historyLine/index' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(7);
  },
};

export const UsageHistoryChinese: Story = {
  args: { page: HistoryLinePage },
  beforeEach: atFixedTime('1064800000001'),
  parameters: { route: '/pages-sub/iot/historyLine/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(zh.history.days7)).toBeVisible();
  },
};

export const CustomerServiceChinese: Story = {
  args: { page: CustomerPage },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/customer/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(zh.customer.online)).toBeVisible();
  },
};

export const AllServices: Story = {
  args: { page: MoreMenuPage },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/moreMenu/index' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '联系客服' }),
    ).toBeVisible();
  },
};
