import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TerminalList } from '../../../src/components/iotServices/device/TerminalList';

const TERMINALS = [
  {
    mac: 'A4:83:E7:11:22:33',
    name: 'iPhone',
    authed: true,
    connectedAt: '2026-11-22T01:00:00.000Z',
  },
  {
    mac: 'F0:18:98:77:88:99',
    name: 'android-5a1f',
    authed: false,
    connectedAt: '2026-11-21T23:00:00.000Z',
  },
];

const meta = {
  title: 'Card services/Widgets/Device and Wi-Fi/TerminalList',
  component: TerminalList,
  args: { terminals: TERMINALS, onAuth: fn() },
} satisfies Meta<typeof TerminalList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Authenticated')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticate android-5a1f' }));
    await expect(args.onAuth).toHaveBeenCalledWith(TERMINALS[1]);
  },
};

export const Empty: Story = {
  args: { terminals: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No terminal is connected to the device'),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已认证')).toBeVisible();
  },
};
