import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WifiSettingsForm } from '../../../src/components/iotServices/device/WifiSettingsForm';

const meta = {
  title: 'Card services/Widgets/Device and Wi-Fi/WifiSettingsForm',
  component: WifiSettingsForm,
  args: { band: '2.4G', name: 'CardShop-MiFi-2.4G', password: '12345678', onSubmit: fn() },
} satisfies Meta<typeof WifiSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Network name' });
    const password = canvas.getByLabelText('Password');
    await userEvent.clear(name);
    await userEvent.type(name, '我的WiFi');
    await userEvent.clear(password);
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      canvas.getByText('Use only letters, digits and ASCII symbols in the network name'),
    ).toBeVisible();
    await expect(
      canvas.getByText('The password must be 8 to 63 characters, or empty for an open network'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Home-Office');
    await userEvent.type(password, '-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Home-Office',
      password: 'short-2026',
    });
  },
};

export const EmptyName: Story = {
  args: { name: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Please enter the network name')).toBeVisible();
  },
};

export const OpenNetwork: Story = {
  args: { password: '' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Leave empty for an open network that anyone nearby can join',
      ),
    ).toBeVisible();
  },
};

export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { name: 'x'.repeat(33) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('网络名称最多 32 个字符')).toBeVisible();
  },
};

/** The name is reported for a draft; the password never is. */
export const ReportsNameOnly: Story = {
  args: { onNameChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Network name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Home');
    await expect(args.onNameChange).toHaveBeenLastCalledWith('Home');
    const calls = (args.onNameChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.type(canvas.getByLabelText('Password'), 'secret99');
    await expect(args.onNameChange).toHaveBeenCalledTimes(calls);
  },
};
