import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SmsCodeButton } from '../../src/components/shop/SmsCodeButton';

const meta = {
  title: 'Shop/Widgets/SmsCodeButton',
  component: SmsCodeButton,
  args: { secondsLeft: 0, sending: false, onSend: fn() },
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready, counting down and sending, side by side. */
export const SmsCode: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      <SmsCodeButton secondsLeft={0} sending={false} onSend={fn()} />
      <SmsCodeButton secondsLeft={37} sending={false} onSend={fn()} />
      <SmsCodeButton secondsLeft={0} sending onSend={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Again in 37 s' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /Get code/ })).toHaveLength(2);
  },
};
