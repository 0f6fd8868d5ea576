import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AppPage from '../../../src/pages/pages-sub/iot/machineCode/recharge/app';
import ButtonPage from '../../../src/pages/pages-sub/iot/machineCode/recharge/button';
import MiniProgramPage from '../../../src/pages/pages-sub/iot/machineCode/recharge/miniProgram';
import OfficialPage from '../../../src/pages/pages-sub/iot/machineCode/recharge/official';
import ScanPage from '../../../src/pages/pages-sub/iot/machineCode/recharge/scan';
import OnlineServicePage from '../../../src/pages/pages-sub/iot/machineCode/recharge/onlineService';
import PhoneServicePage from '../../../src/pages/pages-sub/iot/machineCode/recharge/phoneService';
import VideoTutorialPage from '../../../src/pages/pages-sub/iot/machineCode/recharge/videoTutorial';
import RichTextPage from '../../../src/pages/pages-sub/iot/machineCode/recharge/richText';
import { withCard } from '../../iot-user/withCard';
import { PageFrame } from '../pageKit';

const DEVICE = 'MF8600000007';
/** The query the machine-code index opens a variant with: the code and the server's entry. */
const opened = (id: number) => ({ code: DEVICE, id: String(id) });
const route = (kind: string, id: number) =>
  `/pages-sub/iot/machineCode/recharge/${kind}?code=${DEVICE}&id=${id}`;

const meta = {
  title: 'Page tests/Machine-code recharge',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: AppPage, query: opened(6) },
  // The device card: a device recharges by its device number.
  decorators: [withCard('1064800000007')],
  parameters: { route: route('app', 6) },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guide region of a variant, its heading, the device number and its action button. */
async function expectGuide(
  canvasElement: HTMLElement,
  title: string,
  action: string | RegExp,
  numberLabel: string | null,
) {
  const canvas = within(canvasElement);
  // The card logs in first: give a busy machine time.
  const guide = await canvas.findByRole('region', { name: title }, { timeout: 5000 });
  await expect(within(guide).getByRole('heading', { name: title })).toBeVisible();
  if (numberLabel) {
    await expect(within(guide).getByText(numberLabel)).toBeVisible();
    await expect(within(guide).getByText(DEVICE)).toBeVisible();
  }
  await expect(within(guide).getByRole('button', { name: action })).toBeEnabled();
  return guide;
}

export const App: Story = {
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(
      canvasElement,
      '下载 App 充值',
      'Download the app',
      'Device number',
    );
    await expect(within(guide).getByText(/Install the app and log in/)).toBeVisible();
  },
};

export const AppChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '下载 App 充值', '下载 APP', '设备号');
  },
};

export const OneTap: Story = {
  args: { page: ButtonPage, query: opened(7) },
  parameters: { route: route('button', 7) },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '一键充值', 'Recharge now', 'Device number');
  },
};

export const OneTapChinese: Story = {
  ...OneTap,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(canvasElement, '一键充值', '立即充值', '设备号');
    // A device's guide says device number in its steps.
    await expect(within(guide).getByText('确认下方设备号为要充值的设备号。')).toBeVisible();
  },
};

export const MiniProgram: Story = {
  args: { page: MiniProgramPage, query: opened(8) },
  parameters: { route: route('miniProgram', 8) },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '小程序充值', 'Copy the device number', 'Device number');
  },
};

export const MiniProgramChinese: Story = {
  ...MiniProgram,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '小程序充值', '复制设备号', '设备号');
  },
};

export const OfficialAccount: Story = {
  args: { page: OfficialPage, query: opened(2) },
  parameters: { route: route('official', 2) },
  play: async ({ canvasElement }) => {
    await expectGuide(
      canvasElement,
      '关注公众号充值',
      'Open the official account',
      'Device number',
    );
  },
};

export const OfficialAccountChinese: Story = {
  ...OfficialAccount,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(canvasElement, '关注公众号充值', '打开公众号', '设备号');
    await expect(within(guide).getByText('关注公众号。')).toBeVisible();
  },
};

export const Scan: Story = {
  args: { page: ScanPage, query: opened(9) },
  parameters: { route: route('scan', 9) },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(
      canvasElement,
      '扫码充值',
      'Copy the recharge link',
      'Device number',
    );
    await expect(within(guide).getByRole('img', { name: /QR/ })).toBeVisible();
  },
};

export const ScanChinese: Story = {
  ...Scan,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(canvasElement, '扫码充值', '复制充值链接', '设备号');
    await expect(within(guide).getByRole('img', { name: '充值页面二维码' })).toBeVisible();
  },
};

export const OnlineService: Story = {
  args: { page: OnlineServicePage, query: opened(10) },
  parameters: { route: route('onlineService', 10) },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '在线客服', 'Chat with customer service', 'Device number');
  },
};

export const OnlineServiceChinese: Story = {
  ...OnlineService,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '在线客服', '联系在线客服', '设备号');
  },
};

export const PhoneService: Story = {
  args: { page: PhoneServicePage, query: opened(3) },
  parameters: { route: route('phoneService', 3) },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(canvasElement, '电话客服', 'Call 400-800-1234', null);
    await expect(within(guide).getByText('Service phone')).toBeVisible();
  },
};

export const PhoneServiceChinese: Story = {
  ...PhoneService,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(canvasElement, '电话客服', '拨打 400-800-1234', null);
    await expect(within(guide).getByText('客服电话')).toBeVisible();
  },
};

export const VideoTutorial: Story = {
  args: { page: VideoTutorialPage, query: opened(4) },
  parameters: { route: route('videoTutorial', 4) },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '充值视频教程', 'Recharge now', 'Device number');
    await expect(canvasElement.querySelector('video')).not.toBeNull();
  },
};

export const VideoTutorialChinese: Story = {
  ...VideoTutorial,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '充值视频教程', '立即充值', '设备号');
  },
};

export const RichText: Story = {
  args: { page: RichTextPage, query: opened(5) },
  parameters: { route: route('richText', 5) },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(canvasElement, '充值说明', 'Recharge now', 'Device number');
    await expect(within(guide).getByText('扫码后输入卡号即可充值。')).toBeVisible();
  },
};

export const RichTextChinese: Story = {
  ...RichText,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(canvasElement, '充值说明', '立即充值', '设备号');
    await expect(within(guide).getByText('扫码后输入卡号即可充值。')).toBeVisible();
  },
};

/** Without a server entry the variant still explains itself, titled by the shop. */
export const OneTapWithoutEntryChinese: Story = {
  args: { page: ButtonPage, query: { code: DEVICE } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: `/pages-sub/iot/machineCode/recharge/button?code=${DEVICE}` },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '一键充值', '立即充值', '设备号');
  },
};
