import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type ReactNode, useEffect, useState } from 'react';
import { http, HttpResponse } from 'msw';
import Page from '../../../../src/pages/pages-sub/wifi/connect';
import type { WifiCode } from '../../../../src/api/types';
import { useIotStore } from '../../../../src/stores/iot';
import { withCard } from '../../../iotServices/user/withCard';
import { catalogueState } from '../../catalogue/catalogueKit';
import { code, wifiCode } from '../../fixtures/wifi';
import { type PageFrame, pageMeta } from '../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/wifi/connect';

/** Renders the story with no card logged in (a visitor who got no share link). */
function NoCard({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    useIotStore.setState({ simNo: '', token: '' });
    setReady(true);
  }, []);
  return ready ? <>{children}</> : null;
}

const meta = {
  title: 'Card services/Pages/pages-sub/wifi/connect',
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
export const ConnectQr: Story = {
  decorators: [withCard('1064800000007')],
  args: { query: { type: '2.4G' } },
  parameters: { route: '/pages-sub/wifi/connect?type=2.4G', msw: { handlers: [wifiCode('2.4G')] } },
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

export const ConnectTypedNetwork: Story = {
  decorators: [
    (Story) => (
      <NoCard>
        <Story />
      </NoCard>
    ),
    withCard('1064800000007'),
  ],
  parameters: {
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
