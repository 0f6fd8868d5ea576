import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountOptions } from '../../src/components/iot/AmountOptions';
import { BALANCE_OPTIONS } from './fixtures';

const meta = {
  title: 'Card/Widgets/AmountOptions',
  component: AmountOptions,
  args: {
    options: BALANCE_OPTIONS,
    selectedId: 0,
    custom: '',
    onSelect: fn(),
    onCustomChange: fn(),
  },
} satisfies Meta<typeof AmountOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /¥100/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
    await expect(canvas.getByText('+¥15 bonus')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Other amount'), '8');
    await expect(args.onCustomChange).toHaveBeenCalledWith('8');
  },
};

export const Selected: Story = {
  args: { selectedId: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /¥50/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const CustomError: Story = {
  args: { custom: '0.001', error: 'Enter an amount from 1 to 5000 yuan, at most two decimals' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Enter an amount from 1 to 5000 yuan, at most two decimals'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { options: [...BALANCE_OPTIONS, { id: 9, money: 5000, giveMoney: 1888, title: '' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('送 ¥1888')).toBeVisible();
  },
};
