import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActionSheet, type ActionSheetProps } from '../../src/components/ui/ActionSheet';

const meta = {
  title: 'UI kit/ActionSheet',
  component: ActionSheet,
  args: {
    open: true,
    title: 'Device',
    onSelect: fn(),
    onClose: fn(),
    actions: [
      { key: 'restart', name: 'Restart device' },
      { key: 'wifi', name: 'Wi-Fi settings', subname: 'Name and password' },
      { key: 'reset', name: 'Factory reset', danger: true },
    ],
  },
} satisfies Meta<typeof ActionSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog', { name: 'Device' });
    await userEvent.click(within(sheet).getByRole('button', { name: /Wi-Fi settings/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(args.actions[1], 1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Cancel: Story = {
  args: { ...Default.args },
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const ClosesOnBack: Story = {
  args: { ...Default.args },
  play: async ({ args }) => {
    await body.findByRole('dialog');
    await waitFor(() => expect(JSON.stringify(window.history.state)).toContain('__uiOverlays'));
    window.history.back();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

export const DisabledAndLoading: Story = {
  args: {
    ...Default.args,
    description: 'The device restarts in about one minute.',
    cancelText: '',
    actions: [
      { key: 'restart', name: 'Restart device', loading: true },
      { key: 'close', name: 'Turn off device', disabled: true },
    ],
  },
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog');
    await expect(within(sheet).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(within(sheet).getByRole('button', { name: 'Turn off device' })).toBeDisabled();
    const busy = sheet.querySelector('[aria-busy="true"]') as HTMLElement;
    await userEvent.click(busy);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(within(sheet).getByText(/about one minute/)).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    ...Default.args,
    title: undefined,
    actions: [
      { key: 'camera', name: '拍照' },
      { key: 'album', name: '从相册选择' },
    ],
  },
  globals: { locale: 'zh-Hans' },
  play: async () => {
    const sheet = await body.findByRole('dialog', { name: '请选择操作' });
    await expect(within(sheet).getByRole('button', { name: '取消' })).toBeVisible();
  },
};

/** Opens the sheet from a button, as a page does. */
function SheetFromButton(args: ActionSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Device actions
      </button>
      <ActionSheet
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/**
 * Focus moves to the sheet's title as it opens (its first action when it has no title), and back
 * to the button that opened it after a choice or a cancel.
 */
export const FocusMovesInAndBack: Story = {
  args: { ...Default.args, open: false },
  render: (args) => <SheetFromButton {...args} />,
  play: async ({ args }) => {
    const opener = body.getByRole('button', { name: 'Device actions' });
    await userEvent.click(opener);
    let sheet = await body.findByRole('dialog', { name: 'Device' });
    await waitFor(() =>
      expect(within(sheet).getByRole('heading', { name: 'Device' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(sheet).getByRole('button', { name: 'Restart device' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(args.actions[0], 0);
    await expect(body.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    sheet = await body.findByRole('dialog', { name: 'Device' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await expect(body.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Without a title, its first action takes focus. */
export const FocusOnFirstActionWithoutTitle: Story = {
  args: { ...Default.args, title: undefined },
  play: async () => {
    const sheet = await body.findByRole('dialog', { name: 'Choose an action' });
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Restart device' })).toHaveFocus(),
    );
  },
};
