import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WifiBandCard } from '../../../src/components/iotServices/device/WifiBandCard';

const meta = {
  title: 'Card services/Widgets/Device and Wi-Fi/WifiBandCard',
  component: WifiBandCard,
  args: {
    band: '2.4G',
    name: 'CardShop-MiFi-2.4G',
    password: '12345678',
    encrypt: 'WPA2-PSK',
    connCount: 3,
    maxConnCount: 10,
    enabled: true,
    visible: true,
    onConnect: fn(),
    onShare: fn(),
  },
} satisfies Meta<typeof WifiBandCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('12345678')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(canvas.getByText('12345678')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(canvas.getByText('3 / 10 devices')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'QR code' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onConnect).toHaveBeenCalledTimes(1);
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

export const Manage: Story = {
  args: { onToggleVisible: fn(), onEdit: fn(), onConnect: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('switch', { name: 'Show the network name to nearby devices' }),
    );
    await expect(args.onToggleVisible).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Change name or password' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const FullAndOpen: Story = {
  args: { band: '5G', password: '', encrypt: 'NONE', connCount: 10, enabled: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Open network (no password)')).toBeVisible();
    await expect(canvas.getByText('Full')).toBeVisible();
    await expect(canvas.getByText('Off')).toBeVisible();
  },
};

export const LongName: Story = {
  args: { name: 'A-very-long-network-name-32chars', maxConnCount: 128, connCount: 127 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('127 / 128 devices')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 / 10 台设备')).toBeVisible();
  },
};
