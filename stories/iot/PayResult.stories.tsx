import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayResult, type PayResultProps } from '../../src/components/iot/PayResult';
import { expectAnnounced } from '../liveRegion';
import { Button } from '../../src/components/ui/Button';

const onHome = fn();

const meta = {
  title: 'Card/Widgets/PayResult',
  component: PayResult,
  args: {
    tone: 'paid',
    title: 'Balance topped up',
    description: 'Balance now ¥113.50',
    children: (
      <Button variant="primary" block round onClick={onHome}>
        Back to my card
      </Button>
    ),
  },
} satisfies Meta<typeof PayResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Balance topped up' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to my card' }));
    await expect(onHome).toHaveBeenCalled();
  },
};

export const Unpaid: Story = {
  args: {
    tone: 'unpaid',
    title: 'Payment not completed',
    description: 'The order is kept and can still be paid.',
    children: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The order is kept and can still be paid.'),
    ).toBeVisible();
  },
};

/** Shows the result once the payment is confirmed, as the top-up page does. */
function ResultOnConfirm(args: PayResultProps) {
  const [paid, setPaid] = useState(false);
  return paid ? (
    <PayResult {...args} />
  ) : (
    <button type="button" onClick={() => setPaid(true)}>
      Confirm payment
    </button>
  );
}

/** Screen readers announce the result: headline and balance go into a live region already there. */
export const AnnouncedToScreenReaders: Story = {
  render: (args) => <ResultOnConfirm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectAnnounced('Balance now ¥113.50', () =>
      userEvent.click(canvas.getByRole('button', { name: 'Confirm payment' })),
    );
    const status = canvas.getByRole('status');
    await expect(within(status).getByRole('heading', { name: 'Balance topped up' })).toBeVisible();
    await expect(within(status).queryByRole('button')).toBeNull();
  },
};
