import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WifiCodeCard } from '../../../src/components/iotServices/device/WifiCodeCard';

const CODE = {
  code: 'W00001',
  qrText: 'WIFI:T:WPA;S:CardShop-MiFi-2.4G;P:12345678;;',
  wifiName: 'CardShop-MiFi-2.4G',
  wifiType: '2.4G' as const,
  expireAt: '2026-11-29T02:00:00.000Z',
};

const meta = {
  title: 'Card services/Widgets/Device and Wi-Fi/WifiCodeCard',
  component: WifiCodeCard,
  args: { code: CODE },
} satisfies Meta<typeof WifiCodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'QR code to join CardShop-MiFi-2.4G' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Code W00001/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { code: { ...CODE, wifiName: '家里的网络-5G', wifiType: '5G' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('打开手机相机。')).toBeVisible();
  },
};
