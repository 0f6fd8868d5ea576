import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, type DialogProps } from '../../src/components/ui/Dialog';

const meta = {
  title: 'UI kit/Dialog',
  component: Dialog,
  // react-docgen does not take a function that returns createPortal(...) for a component, so the
  // widget's JSDoc summary is repeated here for its Docs page.
  parameters: {
    docs: {
      description: {
        component:
          'A centred alert or confirm dialog, or one with custom buttons; the overlay never closes it unless asked.',
      },
    },
  },
  args: {
    open: true,
    title: 'Order submitted',
    message: 'We will ship your SIM card within 48 hours.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Alert: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Order submitted' });
    await expect(dialog).toHaveAccessibleDescription(/48 hours/);
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Confirm: Story = {
  args: {
    ...Alert.args,
    kind: 'confirm',
    title: 'Release this number?',
    message: 'The number 138 0013 8000 goes back to the pool and others can reserve it.',
    confirmText: 'Release',
  },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Release this number?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const OverlayDoesNotClose: Story = {
  args: { ...Confirm.args },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    await userEvent.click(body.getByTestId('dialog-overlay'), { skipHover: true });
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const EscapeCancels: Story = {
  args: { ...Confirm.args },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Release this number?' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const BackCancels: Story = {
  args: { ...Confirm.args },
  play: async ({ args }) => {
    await body.findByRole('dialog');
    await waitFor(() => expect(JSON.stringify(window.history.state)).toContain('__uiOverlays'));
    window.history.back();
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
  },
};

export const CustomButtons: Story = {
  args: {
    ...Alert.args,
    title: 'Item sold out',
    message: 'This card has just sold out. Contact service or pick another card.',
    buttons: [
      { key: 'service', label: 'Contact service', onClick: fn() },
      { key: 'shop', label: 'Back to shop', variant: 'primary', onClick: fn() },
    ],
  },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Item sold out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Contact service' }));
    await expect(args.buttons?.[0].onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to shop' }));
    await expect(args.buttons?.[1].onClick).toHaveBeenCalledTimes(1);
  },
};

export const ThreeButtonsStacked: Story = {
  args: {
    ...Alert.args,
    title: 'Number reserved',
    message: 'Someone else has reserved this number.',
    buttons: [
      { key: 'shop', label: 'Back to shop', variant: 'primary', onClick: fn() },
      { key: 'service', label: 'Contact service', onClick: fn() },
      { key: 'delete', label: 'Remove from list', variant: 'danger', onClick: fn() },
    ],
  },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    const [first, second] = within(dialog).getAllByRole('button');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().top,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from list' }));
    await expect(args.buttons?.[2].onClick).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmPending: Story = {
  args: { ...Confirm.args, confirmDisabled: true },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    const release = within(dialog).getByRole('button', { name: 'Release' });
    await expect(release).toBeDisabled();
    await userEvent.click(release);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const NoTitleLongMessage: Story = {
  args: {
    ...Alert.args,
    title: undefined,
    message: Array.from(
      { length: 12 },
      () => 'Your card will be suspended when the balance falls below zero.',
    ).join(' '),
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: /suspended/ });
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(667 * 0.8 + 1);
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    ...Confirm.args,
    title: '确认释放该号码？',
    message: '释放后其他人可以预约该号码。',
    confirmText: undefined,
  },
  globals: { locale: 'zh-Hans' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: '确认释放该号码？' });
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '确认' })).toBeVisible();
  },
};

/**
 * Opens the dialog from a button, as a page does; while the confirmed action is under way (a
 * moment after the dialog closes) the button is disabled, as a page's button is during its request.
 */
function DialogFromButton(args: DialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <>
      <button type="button" disabled={pending} onClick={() => setOpen(true)}>
        Release number
      </button>
      <Dialog
        {...args}
        open={open}
        onCancel={() => {
          args.onCancel?.();
          setOpen(false);
        }}
        onConfirm={() => {
          args.onConfirm?.();
          setOpen(false);
          setPending(true);
          window.setTimeout(() => setPending(false), 150);
        }}
      />
    </>
  );
}

/**
 * Focus moves into the dialog as it opens (to its title, so screen readers read its name and
 * message, with nothing one key away from confirming) and goes back to the button that opened it
 * when it closes, by Escape or by a button.
 */
export const FocusMovesInAndBack: Story = {
  args: { ...Confirm.args, open: false },
  render: (args) => <DialogFromButton {...args} />,
  play: async () => {
    const opener = body.getByRole('button', { name: 'Release number' });
    await userEvent.click(opener);
    let dialog = await body.findByRole('dialog', { name: 'Release this number?' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const title = within(dialog).getByRole('heading', { name: 'Release this number?' });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());

    // From the keyboard: Enter opens it, Tab moves to Release, Enter confirms.
    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('dialog', { name: 'Release this number?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Release this number?' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Release' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(body.queryByRole('dialog')).toBeNull();
    // The button was disabled while the release was under way: it takes focus once enabled.
    await waitFor(() => expect(opener).toBeEnabled());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Without a title, its first control takes focus. */
export const FocusOnFirstControlWithoutTitle: Story = {
  args: { ...Confirm.args, title: undefined },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: /goes back to the pool/ });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};
