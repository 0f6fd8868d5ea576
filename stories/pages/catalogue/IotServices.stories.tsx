import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CatalogueFrame } from './catalogueKit';
import { catalogueMeta, pageStory } from './catalogueKit';

// Every page of src/router/table/iotServices.ts (IoT services: user centre, add-ons, points, devices, Wi-Fi, machine codes), named by its SPEC path.
// A page added to the table gets its line here; the docs smoke test fails until it has one.

const meta = {
  title: 'Page catalogue/IoT services',
  // Shown and smoke-tested in the static build; the page tests are what the test run plays.
  tags: ['!test', '!autodocs', 'catalogue'],
  ...catalogueMeta,
} satisfies Meta<typeof CatalogueFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PagesSubIotIntegralShopIndex: Story = {
  name: 'pages-sub/iot/integralShop/index',
  ...pageStory('pages-sub/iot/integralShop/index'),
};

export const PagesSubIotIntegralShopDetails: Story = {
  name: 'pages-sub/iot/integralShop/details',
  ...pageStory('pages-sub/iot/integralShop/details'),
};

export const PagesSubIotIntegralShopPayment: Story = {
  name: 'pages-sub/iot/integralShop/payment',
  ...pageStory('pages-sub/iot/integralShop/payment'),
};

export const PagesSubIotIntegralShopCashier: Story = {
  name: 'pages-sub/iot/integralShop/cashier',
  ...pageStory('pages-sub/iot/integralShop/cashier'),
};

export const PagesSubIotIntegralShopAddressIndex: Story = {
  name: 'pages-sub/iot/integralShop/address/index',
  ...pageStory('pages-sub/iot/integralShop/address/index'),
};

export const PagesSubIotIntegralShopAddressEdit: Story = {
  name: 'pages-sub/iot/integralShop/address/edit',
  ...pageStory('pages-sub/iot/integralShop/address/edit'),
};

export const PagesSubIotIntegralShopStorePoint: Story = {
  name: 'pages-sub/iot/integralShop/storePoint',
  ...pageStory('pages-sub/iot/integralShop/storePoint'),
};

export const PagesSubIotIntegralShopOrderIndex: Story = {
  name: 'pages-sub/iot/integralShop/order/index',
  ...pageStory('pages-sub/iot/integralShop/order/index'),
};

export const PagesSubIotIntegralShopOrderDetails: Story = {
  name: 'pages-sub/iot/integralShop/order/details',
  ...pageStory('pages-sub/iot/integralShop/order/details'),
};

export const PagesSubIotIntegralLogIndex: Story = {
  name: 'pages-sub/iot/integralLog/index',
  ...pageStory('pages-sub/iot/integralLog/index'),
};

export const PagesSubIotTaskIndex: Story = {
  name: 'pages-sub/iot/task/index',
  ...pageStory('pages-sub/iot/task/index'),
};

export const PagesSubIotTaskLandscape: Story = {
  name: 'pages-sub/iot/task/landscape',
  ...pageStory('pages-sub/iot/task/landscape'),
};

export const PagesSubIotProtocolIndex: Story = {
  name: 'pages-sub/iot/protocol/index',
  ...pageStory('pages-sub/iot/protocol/index'),
};

export const PagesSubIotProtocolTaskRule: Story = {
  name: 'pages-sub/iot/protocol/taskRule',
  ...pageStory('pages-sub/iot/protocol/taskRule'),
};

export const PagesSubWifiIndex: Story = {
  name: 'pages-sub/wifi/index',
  ...pageStory('pages-sub/wifi/index'),
};

export const PagesSubWifiConnect: Story = {
  name: 'pages-sub/wifi/connect',
  ...pageStory('pages-sub/wifi/connect'),
};

export const PagesSubWifiShare: Story = {
  name: 'pages-sub/wifi/share',
  ...pageStory('pages-sub/wifi/share'),
};

export const PagesSubIotDeviceManageIndex: Story = {
  name: 'pages-sub/iot/deviceManage/index',
  ...pageStory('pages-sub/iot/deviceManage/index'),
};

export const PagesSubIotDeviceManageSetSsidPwd: Story = {
  name: 'pages-sub/iot/deviceManage/setSsidPwd',
  ...pageStory('pages-sub/iot/deviceManage/setSsidPwd'),
};

export const PagesSubIotDeviceTerminalAuthIndex: Story = {
  name: 'pages-sub/iot/deviceTerminalAuth/index',
  ...pageStory('pages-sub/iot/deviceTerminalAuth/index'),
};

export const PagesSubIotUserIndex: Story = {
  name: 'pages-sub/iot/user/index',
  ...pageStory('pages-sub/iot/user/index'),
};

export const PagesSubIotUserAsset: Story = {
  name: 'pages-sub/iot/user/asset',
  ...pageStory('pages-sub/iot/user/asset'),
};

export const PagesSubIotUserCarousel: Story = {
  name: 'pages-sub/iot/user/carousel',
  ...pageStory('pages-sub/iot/user/carousel'),
};

export const PagesSubIotUserService: Story = {
  name: 'pages-sub/iot/user/service',
  ...pageStory('pages-sub/iot/user/service'),
};

export const PagesSubIotUserVip: Story = {
  name: 'pages-sub/iot/user/vip',
  ...pageStory('pages-sub/iot/user/vip'),
};

export const PagesSubIotUserChangeDevice: Story = {
  name: 'pages-sub/iot/user/changeDevice',
  ...pageStory('pages-sub/iot/user/changeDevice'),
};

export const PagesSubIotUserMoreMenu: Story = {
  name: 'pages-sub/iot/user/moreMenu',
  ...pageStory('pages-sub/iot/user/moreMenu'),
};

export const PagesSubIotUserOauth: Story = {
  name: 'pages-sub/iot/user/oauth',
  ...pageStory('pages-sub/iot/user/oauth'),
};

export const PagesSubIotVipIndex: Story = {
  name: 'pages-sub/iot/vip/index',
  ...pageStory('pages-sub/iot/vip/index'),
};

export const PagesSubIotVipPay: Story = {
  name: 'pages-sub/iot/vip/pay',
  ...pageStory('pages-sub/iot/vip/pay'),
};

export const PagesSubIotAccelerateIndex: Story = {
  name: 'pages-sub/iot/accelerate/index',
  ...pageStory('pages-sub/iot/accelerate/index'),
};

export const PagesSubIotAccelerateCashier: Story = {
  name: 'pages-sub/iot/accelerate/cashier',
  ...pageStory('pages-sub/iot/accelerate/cashier'),
};

export const PagesSubIotAccelerateOrder: Story = {
  name: 'pages-sub/iot/accelerate/order',
  ...pageStory('pages-sub/iot/accelerate/order'),
};

export const PagesSubIotCouponExchangeIndex: Story = {
  name: 'pages-sub/iot/couponExchange/index',
  ...pageStory('pages-sub/iot/couponExchange/index'),
};

export const PagesSubIotCouponExchangeOrder: Story = {
  name: 'pages-sub/iot/couponExchange/order',
  ...pageStory('pages-sub/iot/couponExchange/order'),
};

export const PagesSubIotMachineCodeIndex: Story = {
  name: 'pages-sub/iot/machineCode/index',
  ...pageStory('pages-sub/iot/machineCode/index'),
};

export const PagesSubIotMachineCodeRechargeApp: Story = {
  name: 'pages-sub/iot/machineCode/recharge/app',
  ...pageStory('pages-sub/iot/machineCode/recharge/app'),
};

export const PagesSubIotMachineCodeRechargeButton: Story = {
  name: 'pages-sub/iot/machineCode/recharge/button',
  ...pageStory('pages-sub/iot/machineCode/recharge/button'),
};

export const PagesSubIotMachineCodeRechargeMiniProgram: Story = {
  name: 'pages-sub/iot/machineCode/recharge/miniProgram',
  ...pageStory('pages-sub/iot/machineCode/recharge/miniProgram'),
};

export const PagesSubIotMachineCodeRechargeOfficial: Story = {
  name: 'pages-sub/iot/machineCode/recharge/official',
  ...pageStory('pages-sub/iot/machineCode/recharge/official'),
};

export const PagesSubIotMachineCodeRechargeScan: Story = {
  name: 'pages-sub/iot/machineCode/recharge/scan',
  ...pageStory('pages-sub/iot/machineCode/recharge/scan'),
};

export const PagesSubIotMachineCodeRechargeRechargeNumber: Story = {
  name: 'pages-sub/iot/machineCode/recharge/rechargeNumber',
  ...pageStory('pages-sub/iot/machineCode/recharge/rechargeNumber'),
};

export const PagesSubIotMachineCodeRechargeOnlineService: Story = {
  name: 'pages-sub/iot/machineCode/recharge/onlineService',
  ...pageStory('pages-sub/iot/machineCode/recharge/onlineService'),
};

export const PagesSubIotMachineCodeRechargePhoneService: Story = {
  name: 'pages-sub/iot/machineCode/recharge/phoneService',
  ...pageStory('pages-sub/iot/machineCode/recharge/phoneService'),
};

export const PagesSubIotMachineCodeRechargeVideoTutorial: Story = {
  name: 'pages-sub/iot/machineCode/recharge/videoTutorial',
  ...pageStory('pages-sub/iot/machineCode/recharge/videoTutorial'),
};

export const PagesSubIotMachineCodeRechargeRichText: Story = {
  name: 'pages-sub/iot/machineCode/recharge/richText',
  ...pageStory('pages-sub/iot/machineCode/recharge/richText'),
};
