import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayResult } from '../../src/components/iot/PayResult';
import { Button } from '../../src/components/ui/Button';

const onHome = fn();

const meta = {
  title: 'iot/PayResult',
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
    await expect(canvas.getByRole('heading', { name: 'Balance topped up' })).toBeVisible();
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
      within(canvasElement).getByText('The order is kept and can still be paid.'),
    ).toBeVisible();
  },
};
