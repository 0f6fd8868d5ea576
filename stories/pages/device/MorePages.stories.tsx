import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import DeviceTerminalAuthPage from '../../../src/pages/pages-sub/iot/deviceTerminalAuth/index';
import ChangeDevicePage from '../../../src/pages/pages-sub/iot/user/changeDevice';
import WifiConnectPage from '../../../src/pages/pages-sub/wifi/connect';
import WifiSharePage from '../../../src/pages/pages-sub/wifi/share';
import type { WifiCode, WirelessTerminal } from '../../../src/api/types';
import { useIotStore } from '../../../src/stores/iot';
import { withCard } from '../../iot-user/withCard';
import { PageFrame } from '../pageKit';

/**
 * The demo API stamps terminals and share codes with the current time; these stories answer with
 * the same data at fixed times so their baselines stay stable.
 */
const TERMINALS: WirelessTerminal[] = [
  { mac: 'A4:83:E7:11:22:33', name: 'iPhone', authed: true, connectedAt: '2026-11-22T08:10:00Z' },
  {
    mac: '3C:06:30:44:55:66',
    name: 'MacBook-Air',
    authed: true,
    connectedAt: '2026-11-22T07:10:00Z',
  },
  {
    mac: 'F0:18:98:77:88:99',
    name: 'android-5a1f',
    authed: false,
    connectedAt: '2026-11-22T06:10:00Z',
  },
];

const terminals = http.post('*/api/iot/deviceWirelessAuthList', () =>
  HttpResponse.json({ code: 0, message: 'ok', data: TERMINALS }),
);

const code = (band: '2.4G' | '5G'): WifiCode => ({
  code: band === '5G' ? 'W00002' : 'W00001',
  qrText: `WIFI:T:WPA;S:CardShop-MiFi-${band};P:12345678;;`,
  wifiName: `CardShop-MiFi-${band}`,
  wifiType: band,
  expireAt: '2026-11-29T08:00:00Z',
});

const wifiCode = (band: '2.4G' | '5G') =>
  http.post('*/api/iot/wifiCreate', () =>
    HttpResponse.json({ code: 0, message: 'ok', data: code(band) }),
  );

const meta = {
  title: 'Page tests/Device terminals and Wi-Fi sharing',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: DeviceTerminalAuthPage, query: {} },
  decorators: [withCard('1064800000007')],
  parameters: {
    route: '/pages-sub/iot/deviceTerminalAuth/index',
    msw: { handlers: [terminals] },
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terminals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Connected terminals' });
    await expect(within(list).getAllByText('Authenticated')).toHaveLength(2);
    await expect(
      within(list).getByRole('button', { name: 'Authenticate android-5a1f' }),
    ).toBeEnabled();
  },
};

export const TerminalsChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '已连接终端' });
    await expect(within(list).getAllByText('已认证')).toHaveLength(2);
    await expect(within(list).getByRole('button', { name: '认证 android-5a1f' })).toBeEnabled();
  },
};

export const AuthenticateTerminal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Authenticate android-5a1f' }));
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByRole('form', { name: 'Authenticate android-5a1f' });
    await userEvent.type(within(form).getByLabelText('Mobile number', { exact: false }), '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Authenticate' }));
    await expect(
      await within(form).findByText('Enter an 11-digit mobile number starting with 1'),
    ).toBeVisible();
  },
};

export const SwitchNetwork: Story = {
  args: { page: ChangeDevicePage },
  parameters: { route: '/pages-sub/iot/user/changeDevice', msw: { handlers: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'SIMs of the device' });
    await expect(within(list).getByText('In use')).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Switch 中国电信' })).toBeEnabled();
  },
};

export const SwitchNetworkChinese: Story = {
  ...SwitchNetwork,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '设备内的卡' });
    await expect(within(list).getByText('使用中')).toBeVisible();
    await expect(within(list).getByRole('button', { name: '切换 中国联通' })).toBeEnabled();
  },
};

export const ConnectQr: Story = {
  args: { page: WifiConnectPage, query: { type: '2.4G' } },
  parameters: {
    route: '/pages-sub/wifi/connect?type=2.4G',
    msw: { handlers: [wifiCode('2.4G')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'QR code to join CardShop-MiFi-2.4G' }),
    ).toBeVisible();
    await expect(canvas.getByText('Open the camera on your phone.')).toBeVisible();
  },
};

export const ConnectQrChinese: Story = {
  ...ConnectQr,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: '连接 CardShop-MiFi-2.4G 的二维码' }),
    ).toBeVisible();
    await expect(canvas.getByText('打开手机相机。')).toBeVisible();
  },
};

/** Renders the story with no card logged in (a visitor who got no share link). */
function NoCard({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    useIotStore.setState({ simNo: '', token: '' });
    setReady(true);
  }, []);
  return ready ? <>{children}</> : null;
}

export const ConnectTypedNetwork: Story = {
  args: { page: WifiConnectPage, query: {} },
  decorators: [
    (Story) => (
      <NoCard>
        <Story />
      </NoCard>
    ),
  ],
  parameters: {
    route: '/pages-sub/wifi/connect',
    msw: {
      handlers: [
        // The typed network comes back with a fixed expiry, so the baseline stays stable.
        http.post('*/api/site/wifiCreate', async ({ request }) => {
          const body = (await request.json()) as { wifiName: string; wifiPass: string };
          const data: WifiCode = {
            ...code('2.4G'),
            code: 'W00009',
            wifiName: body.wifiName,
            qrText: `WIFI:T:WPA;S:${body.wifiName};P:${body.wifiPass};;`,
          };
          return HttpResponse.json({ code: 0, message: 'ok', data });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/make a QR code for any network/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Network name/), 'Cafe-Guest');
    await userEvent.type(canvas.getByLabelText(/Password/), 'coffee123');
    await userEvent.click(canvas.getByRole('button', { name: 'Make a Wi-Fi code' }));
    await expect(
      await canvas.findByRole('img', { name: 'QR code to join Cafe-Guest' }),
    ).toBeVisible();
  },
};

export const Share: Story = {
  args: { page: WifiSharePage, query: { type: '5G' } },
  parameters: { route: '/pages-sub/wifi/share?type=5G', msw: { handlers: [wifiCode('5G')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'QR code to join CardShop-MiFi-5G' }),
    ).toBeVisible();
    await expect(canvas.getByText(/W00002/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Copy/ })).toBeEnabled();
  },
};

export const ShareChinese: Story = {
  ...Share,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: '连接 CardShop-MiFi-5G 的二维码' }),
    ).toBeVisible();
    await expect(canvas.getByText('复制链接发送给需要连接的人')).toBeVisible();
  },
};
