import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UpdatePrompt, type UpdatePromptProps } from '../../src/components/shell/UpdatePrompt';
import { expectAnnounced } from '../liveRegion';

const meta = {
  title: 'App frame/Widgets/UpdatePrompt',
  component: UpdatePrompt,
  args: {
    open: true,
    message: 'A new version of the shop is ready.',
    reloadLabel: 'Update',
    laterLabel: 'Later',
    onReload: fn(),
    onLater: fn(),
  },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('A new version of the shop is ready.'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onLater).not.toHaveBeenCalled();
    // Drawn without the focus ring the click leaves, which depends on timing.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PutOff: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).not.toBeEmptyDOMElement(),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Later' }));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
    await expect(args.onReload).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Chinese: Story = {
  args: { message: '商城有新版本可用。', reloadLabel: '立即更新', laterLabel: '稍后' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    // The bar shows once its message is in.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: '立即更新' })).toBeVisible(),
    );
  },
};

export const TraditionalChinese: Story = {
  args: { message: '商城有新版本可用。', reloadLabel: '立即更新', laterLabel: '稍後' },
  globals: { locale: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    // The bar shows once its message is in.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: '稍後' })).toBeVisible(),
    );
  },
};

/** Shows the prompt when its button is pressed, as the shell does once a new version is ready. */
function PromptOnPress(args: UpdatePromptProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New version
      </button>
      <UpdatePrompt {...args} open={open} />
    </>
  );
}

/**
 * Screen readers announce the prompt: its live region (role=status) is on the page before the
 * message goes into it, and only the message is announced, not the buttons' labels.
 */
export const AnnouncedToScreenReaders: Story = {
  args: { open: false },
  render: (args) => <PromptOnPress {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectAnnounced('A new version of the shop is ready.', () =>
      userEvent.click(canvas.getByRole('button', { name: 'New version' })),
    );
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(/^A new version of the shop is ready\.$/);
    await expect(status).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
