import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CatalogueFrame } from './catalogueKit';
import { catalogueMeta, pageStory } from './catalogueKit';

// Every page of src/router/table/iot.ts (IoT cards: login, home, balance, packages, payments), named by its SPEC path.
// A page added to the table gets its line here; the docs smoke test fails until it has one.

const meta = {
  title: 'Page catalogue/IoT',
  // Shown and smoke-tested in the static build; the page tests are what the test run plays.
  tags: ['!test', '!autodocs', 'catalogue'],
  ...catalogueMeta,
} satisfies Meta<typeof CatalogueFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PagesIotLoginIndex: Story = {
  name: 'pages/iot/login/index',
  ...pageStory('pages/iot/login/index'),
};

export const PagesIotLoginProtocol: Story = {
  name: 'pages/iot/login/protocol',
  ...pageStory('pages/iot/login/protocol'),
};

export const PagesIotLoginCodeIndex: Story = {
  name: 'pages/iot/login/code/index',
  ...pageStory('pages/iot/login/code/index'),
};

export const PagesIotIndexIndex: Story = {
  name: 'pages/iot/index/index',
  ...pageStory('pages/iot/index/index'),
};

export const PagesIotIndexBalanceIndex: Story = {
  name: 'pages/iot/index/balance/index',
  ...pageStory('pages/iot/index/balance/index'),
};

export const PagesIotIndexBalancePay: Story = {
  name: 'pages/iot/index/balance/pay',
  ...pageStory('pages/iot/index/balance/pay'),
};

export const PagesIotIndexCouponChooseIndex: Story = {
  name: 'pages/iot/index/couponChoose/index',
  ...pageStory('pages/iot/index/couponChoose/index'),
};

export const PagesIotIndexCouponChoosePay: Story = {
  name: 'pages/iot/index/couponChoose/pay',
  ...pageStory('pages/iot/index/couponChoose/pay'),
};

export const PagesIotIndexOrderLogsIndex: Story = {
  name: 'pages/iot/index/orderLogs/index',
  ...pageStory('pages/iot/index/orderLogs/index'),
};

export const PagesIotIndexPackageIndex: Story = {
  name: 'pages/iot/index/package/index',
  ...pageStory('pages/iot/index/package/index'),
};

export const PagesSubIotPackageDetailsIndex: Story = {
  name: 'pages-sub/iot/packageDetails/index',
  ...pageStory('pages-sub/iot/packageDetails/index'),
};

export const PagesSubIotPackageInfoIndex: Story = {
  name: 'pages-sub/iot/packageInfo/index',
  ...pageStory('pages-sub/iot/packageInfo/index'),
};

export const PagesIotIndexSetRenewIndex: Story = {
  name: 'pages/iot/index/setRenew/index',
  ...pageStory('pages/iot/index/setRenew/index'),
};

export const PagesIotIndexPayPasswordIndex: Story = {
  name: 'pages/iot/index/payPassword/index',
  ...pageStory('pages/iot/index/payPassword/index'),
};

export const PagesIotIndexPayPasswordValidate: Story = {
  name: 'pages/iot/index/payPassword/validate',
  ...pageStory('pages/iot/index/payPassword/validate'),
};

export const PagesIotIndexRealnameAuthIndex: Story = {
  name: 'pages/iot/index/realnameAuth/index',
  ...pageStory('pages/iot/index/realnameAuth/index'),
};

export const PagesIotIndexRealnameAuthOfficial: Story = {
  name: 'pages/iot/index/realnameAuth/official',
  ...pageStory('pages/iot/index/realnameAuth/official'),
};

export const PagesIotIndexRealnameAuthPlatform: Story = {
  name: 'pages/iot/index/realnameAuth/platform',
  ...pageStory('pages/iot/index/realnameAuth/platform'),
};

export const PagesIotIndexRealnameAuthSwitchOfficial: Story = {
  name: 'pages/iot/index/realnameAuth/switchOfficial',
  ...pageStory('pages/iot/index/realnameAuth/switchOfficial'),
};

export const PagesIotIndexRealnameAuthSubOfficial: Story = {
  name: 'pages/iot/index/realnameAuth/subOfficial',
  ...pageStory('pages/iot/index/realnameAuth/subOfficial'),
};

export const PagesSubLtAuthIndex: Story = {
  name: 'pages-sub/ltAuth/index',
  ...pageStory('pages-sub/ltAuth/index'),
};

export const PagesIotIndexBindPhoneIndex: Story = {
  name: 'pages/iot/index/bindPhone/index',
  ...pageStory('pages/iot/index/bindPhone/index'),
};

export const PagesIotIndexSwitchNetIndex: Story = {
  name: 'pages/iot/index/switchNet/index',
  ...pageStory('pages/iot/index/switchNet/index'),
};

export const PagesSubIotHistoryLineIndex: Story = {
  name: 'pages-sub/iot/historyLine/index',
  ...pageStory('pages-sub/iot/historyLine/index'),
};

export const PagesIotIndexCustomerIndex: Story = {
  name: 'pages/iot/index/customer/index',
  ...pageStory('pages/iot/index/customer/index'),
};

export const PagesIotIndexMoreMenuIndex: Story = {
  name: 'pages/iot/index/moreMenu/index',
  ...pageStory('pages/iot/index/moreMenu/index'),
};
