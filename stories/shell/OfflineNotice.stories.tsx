import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { OfflineNotice } from '../../src/components/shell/OfflineNotice';

const meta = {
  title: 'App frame/Widgets/OfflineNotice',
  component: OfflineNotice,
  args: { offline: true, message: 'You are offline. What you see may be out of date.' },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The connection was lost: a quiet line at the top, announced, over nothing one taps. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You are offline. What you see may be out of date.',
    );
    const bar = canvas.getByTestId('offline-notice');
    await expect(getComputedStyle(bar).pointerEvents).toBe('none');
    await expect(bar.getBoundingClientRect().height).toBeLessThan(48);
  },
};

/** Online: nothing is drawn, the empty live region waits for the next loss. */
export const Online: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByTestId('offline-notice')).toBeNull();
  },
};

/** Lost and back again: the notice comes and goes with the connection. */
export const ComesAndGoes: Story = {
  render: function Toggle(args) {
    const [offline, setOffline] = useState(false);
    return (
      <div style={{ paddingTop: '4rem' }}>
        <button type="button" onClick={() => setOffline((now) => !now)}>
          {offline ? 'Reconnect' : 'Disconnect'}
        </button>
        <OfflineNotice {...args} offline={offline} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('You are offline.', {
      normalizeWhitespace: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect' }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** In Chinese, on a narrow phone: one or two short lines. */
export const Chinese: Story = {
  args: { message: '网络已断开，页面内容可能不是最新的。' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('网络已断开');
  },
};
