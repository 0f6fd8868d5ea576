import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import DeviceManagePage from '../../../src/pages/pages-sub/iot/deviceManage/index';
import SetSsidPwdPage from '../../../src/pages/pages-sub/iot/deviceManage/setSsidPwd';
import WifiPage from '../../../src/pages/pages-sub/wifi/index';
import { withCard } from '../../iot-user/withCard';
import { PageFrame } from '../pageKit';

const meta = {
  title: 'Page tests/Device and Wi-Fi',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: DeviceManagePage, query: {} },
  decorators: [withCard('1064800000007')],
  parameters: { route: '/pages-sub/iot/deviceManage/index' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeviceManage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Device MF8600000007')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '5G Wi-Fi' })).toBeVisible();
  },
};

export const DeviceManageChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('设备 MF8600000007')).toBeVisible();
  },
};

export const WifiBands: Story = {
  args: { page: WifiPage },
  parameters: { route: '/pages-sub/wifi/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '2.4G Wi-Fi' })).toBeVisible();
  },
};

export const WifiBandsChinese: Story = {
  ...WifiBands,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '2.4G WiFi' })).toBeVisible();
  },
};

export const SetSsidPwd: Story = {
  args: { page: SetSsidPwdPage, query: { type: '5G' } },
  parameters: { route: '/pages-sub/iot/deviceManage/setSsidPwd?type=5G' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: '5G name and password' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Network name' })).toHaveValue(
      'CardShop-MiFi-5G',
    );
  },
};

export const SetSsidPwdChinese: Story = {
  ...SetSsidPwd,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: '5G 名称和密码' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '网络名称' })).toHaveValue('CardShop-MiFi-5G');
  },
};
