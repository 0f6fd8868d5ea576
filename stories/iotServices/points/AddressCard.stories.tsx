import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressCard } from '../../../src/components/iotServices/points/AddressCard';
import { ADDRESS } from './fixtures';

const meta = {
  title: 'Card services/Widgets/Points shop/AddressCard',
  component: AddressCard,
  args: { address: ADDRESS, onEdit: fn(), onDelete: fn(), onMakeDefault: fn() },
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Default')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Make default' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const NotDefault: Story = {
  args: { address: { ...ADDRESS, isDefault: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Make default' }));
    await expect(args.onMakeDefault).toHaveBeenCalledTimes(1);
  },
};

export const Selecting: Story = {
  args: { selected: true, onSelect: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /张三 13800138000/ }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const LongAddress: Story = {
  args: {
    address: {
      ...ADDRESS,
      name: '欧阳长长长长长长名字',
      detail:
        '科技园南区高新南一道飞亚达科技大厦 A 座 25 楼 2501 室（前台代收，工作日 9:00-18:00）',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/前台代收/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { address: { ...ADDRESS, isDefault: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '设为默认' })).toBeVisible();
  },
};
