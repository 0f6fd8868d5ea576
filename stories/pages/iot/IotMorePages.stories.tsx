import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ProtocolPage from '../../../src/pages/pages/iot/login/protocol';
import CodeLoginPage from '../../../src/pages/pages/iot/login/code/index';
import CouponChoosePage from '../../../src/pages/pages/iot/index/couponChoose/index';
import CouponPayPage from '../../../src/pages/pages/iot/index/couponChoose/pay';
import PackageInfoPage from '../../../src/pages/pages-sub/iot/packageInfo/index';
import PayPasswordPage from '../../../src/pages/pages/iot/index/payPassword/index';
import PayPasswordValidatePage from '../../../src/pages/pages/iot/index/payPassword/validate';
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
import { PageFrame, asCard } from '../pageKit';

const meta = {
  title: 'Page tests/IoT core, more',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: ProtocolPage, query: {} },
  parameters: { route: '/pages/iot/login/protocol' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Protocol: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/物联卡仅限在约定设备中使用/),
    ).toBeVisible();
  },
};

export const CodeLogin: Story = {
  args: { page: CodeLoginPage },
  parameters: { route: '/pages/iot/login/code/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Login code/), '12 34');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Use 8 to 24 letters or digits, without spaces')).toBeVisible();
  },
};

export const RechargeOffers: Story = {
  args: { page: CouponChoosePage },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/couponChoose/index' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Buy 充 100 得 130' }),
    ).toBeVisible();
  },
};

export const RechargeOfferPayChinese: Story = {
  args: { page: CouponPayPage, query: { activityId: '2' } },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/couponChoose/pay?activityId=2' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '支付 ¥50.00' }),
    ).toBeVisible();
  },
};

export const RechargeOfferGone: Story = {
  args: { page: CouponPayPage, query: { activityId: '99' } },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/couponChoose/pay?activityId=99' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This offer has ended. Choose another one.'),
    ).toBeVisible();
  },
};

export const PackageInfo: Story = {
  args: { page: PackageInfoPage },
  beforeEach: asCard('1064800000006'),
  // Validity and order dates follow today: no fixed picture.
  parameters: { route: '/pages-sub/iot/packageInfo/index', visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Used 85.94 GB \(unlimited\)/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close pay-per-use' })).toBeVisible();
  },
};

export const PayPasswordSet: Story = {
  args: { page: PayPasswordPage },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/payPassword/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pad = within(await canvas.findByRole('group', { name: 'Number keyboard' }));
    for (const key of '111111') await userEvent.click(pad.getByRole('button', { name: key }));
    await expect(
      await canvas.findByText('Avoid six identical or consecutive digits'),
    ).toBeVisible();
  },
};

export const PayPasswordIsSetChinese: Story = {
  args: { page: PayPasswordPage },
  beforeEach: asCard('1064800000005'),
  parameters: { route: '/pages/iot/index/payPassword/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('已设置支付密码')).toBeVisible();
  },
};

export const PayPasswordChange: Story = {
  args: { page: PayPasswordValidatePage },
  beforeEach: asCard('1064800000005'),
  parameters: { route: '/pages/iot/index/payPassword/validate' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Enter the current pay password' }),
    ).toBeVisible();
  },
};

export const OperatorVerification: Story = {
  args: { page: OfficialPage },
  beforeEach: asCard('1064800000004'),
  parameters: { route: '/pages/iot/index/realnameAuth/official' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Open the operator page' }),
    ).toBeVisible();
  },
};

export const PlatformVerification: Story = {
  args: { page: PlatformPage },
  beforeEach: asCard('1064800000004'),
  parameters: { route: '/pages/iot/index/realnameAuth/platform' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Enter the name as on the ID card')).toBeVisible();
    await expect(canvas.getByText('Upload both sides of the ID card')).toBeVisible();
  },
};

export const DeviceSimsToVerify: Story = {
  args: { page: SwitchOfficialPage },
  beforeEach: asCard('1064800000007'),
  parameters: { route: '/pages/iot/index/realnameAuth/switchOfficial' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByRole('button', { name: /^Verify 1064/ }),
    ).toHaveLength(3);
  },
};

export const DeviceSimVerification: Story = {
  args: { page: SubOfficialPage, query: { simNo: '1064800000017' } },
  beforeEach: asCard('1064800000007'),
  parameters: { route: '/pages/iot/index/realnameAuth/subOfficial?simNo=1064800000017' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/1064800000017/)).toBeVisible();
  },
};

export const UnicomVerificationChinese: Story = {
  args: { page: LtAuthPage },
  beforeEach: asCard('1064800000004'),
  parameters: { route: '/pages-sub/ltAuth/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('拍摄身份证和人脸照片')).toBeVisible();
  },
};

export const BindPhone: Story = {
  args: { page: BindPhonePage },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/bindPhone/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(canvas.getByText('Enter an 11-digit mobile number starting with 1')).toBeVisible();
  },
};

export const SwitchNetwork: Story = {
  args: { page: SwitchNetPage },
  beforeEach: asCard('1064800000007'),
  parameters: { route: '/pages/iot/index/switchNet/index' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Use this card 1064800000017' }),
    ).toBeVisible();
  },
};

export const UsageHistory: Story = {
  args: { page: HistoryLinePage },
  beforeEach: asCard('1064800000001'),
  // The days are counted back from today: no fixed picture.
  parameters: { route: '/pages-sub/iot/historyLine/index', visual: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(7);
  },
};

export const CustomerService: Story = {
  args: { page: CustomerPage },
  beforeEach: asCard('1064800000007'),
  parameters: { route: '/pages/iot/index/customer/index' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Online service is not available for this card'),
    ).toBeVisible();
  },
};

export const AllServicesChinese: Story = {
  args: { page: MoreMenuPage },
  beforeEach: asCard('1064800000001'),
  parameters: { route: '/pages/iot/index/moreMenu/index' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '联系客服' }),
    ).toBeVisible();
  },
};
