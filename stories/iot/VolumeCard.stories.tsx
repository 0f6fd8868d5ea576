import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VolumeCard } from '../../src/components/iot/VolumeCard';

const meta = {
  title: 'Card/Widgets/VolumeCard',
  component: VolumeCard,
  args: { useFlow: 2048, totalMoney: 6, gPrice: 3, closing: false, onClose: fn() },
} satisfies Meta<typeof VolumeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pay-per-use package: what was used, what it cost, and a way to close it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Used 2 GB, ¥6.00 so far at ¥3.00/GB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close pay-per-use' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** While closing, the button is busy and a second tap does nothing. */
export const Closing: Story = {
  args: { closing: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Nothing used yet. */
export const Unused: Story = {
  args: { useFlow: 0, totalMoney: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/¥0\.00 so far/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(canvasElement).getByRole('button')).toBeEnabled();
  },
};
