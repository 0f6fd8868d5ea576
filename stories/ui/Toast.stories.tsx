import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Toast, TOAST_DURATIONS, type ToastProps } from '../../src/components/ui/Toast';
import { expectAnnounced } from '../liveRegion';
import { storyClock } from '../storyClock';

const meta = {
  title: 'UI kit/Toast',
  component: Toast,
  // react-docgen does not take a function that returns createPortal(...) for a component, so the
  // widget's JSDoc summary is repeated here for its Docs page.
  parameters: {
    docs: {
      description: {
        component:
          'A short message over the page, announced by screen readers (a polite live region, role=status, drawn a moment before its message goes in); closes itself after a duration that depends on its kind.',
      },
    },
  },
  args: { open: true, message: 'Saved', kind: 'text', onClose: fn() },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
/** The toast's timer starts as it is drawn: stories move this clock instead of waiting. */
const clock = storyClock();

/** Checks that onClose fires after `ms`, not before, and once. */
async function expectClosesAfter(onClose: unknown, ms: number) {
  await clock.advance(ms - 1);
  await expect(onClose).not.toHaveBeenCalled();
  await clock.advance(1);
  await expect(onClose).toHaveBeenCalledTimes(1);
  await clock.advance(60_000);
  await expect(onClose).toHaveBeenCalledTimes(1);
}

export const Text: Story = {
  beforeEach: clock.beforeEach,
  play: clock.during(async ({ args }) => {
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent('Saved'));
    await expect(body.queryByTestId('toast-mask')).toBeNull();
    await expectClosesAfter(args.onClose, TOAST_DURATIONS.text);
  }),
};

export const Success: Story = {
  args: { ...Text.args, kind: 'success', message: 'Recharge successful' },
  beforeEach: clock.beforeEach,
  play: clock.during(async ({ args }) => {
    await expect(TOAST_DURATIONS.success).toBe(1500);
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent('Recharge successful'));
    await expectClosesAfter(args.onClose, 1500);
  }),
};

export const Fail: Story = {
  args: { ...Text.args, kind: 'fail', message: 'Network error, try another network' },
  beforeEach: clock.beforeEach,
  play: clock.during(async ({ args }) => {
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent('Network error'));
    await expectClosesAfter(args.onClose, 2500);
  }),
};

export const LoadingUntilClosed: Story = {
  args: { ...Text.args, kind: 'loading', message: 'Paying…' },
  beforeEach: clock.beforeEach,
  play: clock.during(async ({ args }) => {
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent('Paying…'));
    await expect(body.getByTestId('spinner')).toBeInTheDocument();
    await expect(body.getByTestId('toast-mask')).toBeInTheDocument();
    await clock.advance(60_000);
    await expect(args.onClose).not.toHaveBeenCalled();
  }),
};

export const CustomDuration: Story = {
  args: { ...Text.args, duration: 600, message: 'Copied card number', position: 'bottom' },
  beforeEach: clock.beforeEach,
  play: clock.during(async ({ args }) => {
    await expectClosesAfter(args.onClose, 600);
  }),
};

export const LongText: Story = {
  args: {
    ...Text.args,
    message:
      'Failed to get the access node. Please retry later or contact the administrator of this shop.',
  },
  play: async () => {
    const status = body.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/access node/));
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(375 * 0.7 + 1);
  },
};

export const Chinese: Story = {
  args: { ...Text.args, kind: 'fail', message: '网络异常，请更换网络或稍后重试' },
  globals: { locale: 'zh-Hans' },
  play: async () => {
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent('网络异常'));
  },
};

/** Shows the toast when its button is pressed, as the app's feedback host does. */
function ToastOnPress(args: ToastProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save
      </button>
      <Toast
        {...args}
        open={open}
        onClose={() => {
          args.onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}

/**
 * Screen readers announce the toast: its live region (role=status) is on the page before the
 * message goes into it, and only the message is announced.
 */
export const AnnouncedToScreenReaders: Story = {
  args: { ...Text.args, open: false, kind: 'success', message: 'Address saved' },
  render: (args) => <ToastOnPress {...args} />,
  play: async () => {
    await expectAnnounced('Address saved', () =>
      userEvent.click(body.getByRole('button', { name: 'Save' })),
    );
    const status = body.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(/^Address saved$/);
    await expect(status).toBeVisible();
  },
};
