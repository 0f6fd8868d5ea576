import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberKeyboard } from '../../src/components/ui/NumberKeyboard';

const meta = {
  title: 'UI kit/NumberKeyboard',
  component: NumberKeyboard,
  args: { onInput: fn(), onDelete: fn() },
} satisfies Meta<typeof NumberKeyboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const digitOrder = (root: HTMLElement) =>
  within(root)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text): text is string => Boolean(text && /^\d$/.test(text)));

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Number keyboard' })).toBeVisible();
    await expect(digitOrder(canvasElement)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '0',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '7' }));
    await expect(args.onInput).toHaveBeenCalledWith('7');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const ShuffledWithSeed: Story = {
  args: { ...Default.args, shuffle: true, seed: 42 },
  play: async ({ canvasElement }) => {
    const order = digitOrder(canvasElement);
    await expect([...order].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    await expect(order).not.toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']);
  },
};

export const AmountWithDecimalPoint: Story = {
  args: { ...Default.args, extraKey: '.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '.' }));
    await expect(args.onInput).toHaveBeenCalledWith('.');
  },
};

export const WithHideKey: Story = {
  args: { ...Default.args, onHide: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hide keyboard' }));
    await expect(args.onHide).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  args: { ...Default.args, onHide: fn() },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '数字键盘' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '收起键盘' })).toBeVisible();
  },
};
