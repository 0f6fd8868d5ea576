import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentOutcome, type PaymentOutcomeProps } from '../../src/components/ui/PaymentOutcome';
import { expectAnnounced } from '../liveRegion';

const meta = {
  title: 'UI kit/PaymentOutcome',
  component: PaymentOutcome,
  args: {
    kind: 'received',
    title: 'Payment received',
    detail: 'Your order has shipped.',
    actionLabel: 'View my orders',
    onAction: fn(),
  },
} satisfies Meta<typeof PaymentOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(await within(status).findByText('Payment received')).toBeVisible();
    await expect(within(status).getByText('Your order has shipped.')).toBeVisible();
    // No service button without a way there.
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'View my orders' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const AlreadyPaid: Story = {
  args: {
    kind: 'alreadyPaid',
    title: 'This order is paid and has shipped.',
    detail: 'Follow it in your order list.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This order is paid and has shipped.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View my orders' })).toBeVisible();
  },
};

export const Refunded: Story = {
  args: {
    kind: 'refunded',
    title: 'Order cancelled',
    detail:
      'If any amount was taken for this order, it is refunded to the way you paid. Contact customer service with any question.',
    serviceLabel: 'Contact customer service',
    onService: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/refunded to the way you paid/)).toBeVisible();
    // Customer service comes first: it is where the money is asked about.
    const [first, second] = canvas.getAllByRole('button');
    await expect(first).toHaveTextContent('Contact customer service');
    await expect(second).toHaveTextContent('View my orders');
    await userEvent.click(first!);
    await expect(args.onService).toHaveBeenCalledTimes(1);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const EndedWithService: Story = {
  args: {
    kind: 'ended',
    title: 'Order status: Not accepted',
    detail: 'The shop did not accept this order. If you were charged, contact customer service.',
    serviceLabel: 'Contact customer service',
    onService: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button');
    await expect(first).toHaveTextContent('View my orders');
    await userEvent.click(second!);
    await expect(args.onService).toHaveBeenCalledTimes(1);
  },
};

export const Unknown: Story = {
  args: {
    kind: 'unknown',
    title: 'Order status: unknown',
    detail:
      'The shop reports a status this page does not know. Check the order in your order list or contact customer service.',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Order status: unknown')).toBeVisible();
  },
};

export const ReceivedChinese: Story = {
  args: {
    title: '已收到付款',
    detail: '订单已发货。',
    actionLabel: '查看我的订单',
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('已收到付款')).toBeVisible();
    await expect(canvas.getByText('订单已发货。')).toBeVisible();
  },
};

/** Shows the outcome once the shopper asks, as the pay page does once the order's status is in. */
function OutcomeOnCheck(args: PaymentOutcomeProps) {
  const [settled, setSettled] = useState(false);
  return settled ? (
    <PaymentOutcome {...args} />
  ) : (
    <button type="button" onClick={() => setSettled(true)}>
      Check payment
    </button>
  );
}

/**
 * Screen readers announce the outcome: the headline and the order's state go into a live region
 * (role=status) already on the page, without the buttons.
 */
export const AnnouncedToScreenReaders: Story = {
  render: (args) => <OutcomeOnCheck {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectAnnounced('Payment received', () =>
      userEvent.click(canvas.getByRole('button', { name: 'Check payment' })),
    );
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^Payment receivedYour order has shipped\.$/);
    await expect(within(status).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'View my orders' })).toBeVisible();
  },
};
