import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HoldCard } from '../../src/components/shop/HoldCard';
import { NOW, number } from './fixtures';

const meta = {
  title: 'Shop/Widgets/HoldCard',
  component: HoldCard,
  args: {
    number,
    heldUntil: new Date(NOW + 14 * 60_000 + 30_000).toISOString(),
    serverOffsetMs: 0,
    now: () => NOW,
    onExpire: fn(),
    busy: false,
    onReserve: fn(),
    onRelease: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof HoldCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Held: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('00:14:30')).toBeVisible();
    // Grouped 3-4-4 like the number lists.
    const digits = number.mobile;
    await expect(
      canvas.getByText(`${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Release the number' }));
    await expect(args.onRelease).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Order with this number' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const NotHeld: Story = {
  args: { heldUntil: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Release the number' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reserve this number' }));
    await expect(args.onReserve).toHaveBeenCalled();
  },
};

export const Reserving: Story = {
  args: { heldUntil: '', busy: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Reserve this number/ }),
    );
    await expect(args.onReserve).not.toHaveBeenCalled();
  },
};

export const ServerClockAhead: Story = {
  // The phone runs five minutes slow: the hold still ends on the server's clock.
  args: { serverOffsetMs: 5 * 60_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('00:09:30')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { number: { ...number, operatorName: '中国移动', province: '广东省', city: '深圳市' } },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '释放号码' })).toBeVisible();
  },
};
