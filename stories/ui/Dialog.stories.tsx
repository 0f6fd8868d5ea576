import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../../src/components/ui/Dialog';

const meta = {
  title: 'ui/Dialog',
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
    await waitFor(() => expect(dialog).toHaveFocus());
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
