import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OperatorFilter } from '../../src/components/shop/OperatorFilter';

const meta = {
  title: 'Shop/Widgets/OperatorFilter',
  component: OperatorFilter,
  args: {
    label: 'Operator',
    value: '',
    onChange: fn(),
    options: [
      { value: '', label: 'All' },
      { value: '-99', label: 'Featured' },
      { value: '1', label: 'China Telecom' },
      { value: '2', label: 'China Unicom' },
      { value: '3', label: 'China Broadnet' },
      { value: '4', label: 'China Mobile' },
    ],
  },
} satisfies Meta<typeof OperatorFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Featured' }));
    await expect(args.onChange).toHaveBeenCalledWith('-99');
  },
};

export const WithoutFeatured: Story = {
  args: {
    value: '4',
    options: [
      { value: '', label: 'All' },
      { value: '4', label: 'China Mobile' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Featured' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'China Mobile' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Chinese: Story = {
  args: {
    label: '运营商',
    options: [
      { value: '', label: '全部' },
      { value: '-99', label: '精选' },
      { value: '1', label: '中国电信' },
    ],
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: '运营商' })).toBeVisible();
  },
};
