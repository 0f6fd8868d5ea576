import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberCard } from '../../src/components/shop/NumberCard';
import { number } from './fixtures';

const meta = {
  title: 'Shop/Widgets/NumberCard',
  component: NumberCard,
  args: { number, onSelect: fn() },
  decorators: [(Story) => <div style={{ padding: 12, width: 180 }}>{Story()}</div>],
} satisfies Meta<typeof NumberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Min. ¥59/month')).toBeVisible();
    // Grouped 3-4-4, as the number lists show it.
    const digits = number.mobile;
    const grouped = `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`;
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(grouped) }));
    await expect(args.onSelect).toHaveBeenCalledWith(number.id);
  },
};

export const TakenByOthers: Story = {
  args: { number: { ...number, reserved: true } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(within(canvasElement).getByText('Taken')).toBeVisible();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const HeldForYou: Story = {
  args: { number: { ...number, reservedUntil: '2026-11-22T10:15:00.000Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Held for you')).toBeVisible();
  },
};

export const Ordinary: Story = {
  args: {
    number: { ...number, pretty: false, pattern: 'plain', price: 0, minConsume: 0, fast: false },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No number fee')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { number: { ...number, operatorName: '中国移动', province: '广东省', city: '深圳市' } },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('最低消费 ¥59/月')).toBeVisible();
  },
};

export const WithListLabels: Story = {
  // A list translates the card's words once and hands them to every card.
  args: {
    number: { ...number, price: 0, reserved: true },
    labels: {
      free: 'No fee at all',
      minConsume: (amount) => `At least ¥${amount} a month`,
      taken: 'Gone',
      heldByYou: 'Yours for now',
      fast: 'Quick',
      luckyTail: 'Lucky ending',
    },
  },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No fee at all')).toBeVisible();
    await expect(canvas.getByText('At least ¥59 a month')).toBeVisible();
    await expect(canvas.getByText('Gone')).toBeVisible();
  },
};
