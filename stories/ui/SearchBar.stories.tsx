import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBar, type SearchBarProps } from '../../src/components/ui/SearchBar';

function SearchDemo(args: SearchBarProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SearchBar
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'UI kit/SearchBar',
  component: SearchBar,
  render: (args) => <SearchDemo {...args} />,
  args: {
    value: '',
    onChange: fn(),
    onSearch: fn(),
    onClear: fn(),
    placeholder: 'Search numbers, e.g. 888',
    label: 'Search numbers',
  },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search numbers' });
    await expect(input).toHaveAttribute('enterkeyhint', 'search');
    await userEvent.type(input, ' 888 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('888');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const WithActionButton: Story = {
  args: { ...Default.args, value: '1388', showAction: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('1388');
  },
};

export const Disabled: Story = {
  args: { ...Default.args, value: '666', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

export const Chinese: Story = {
  args: { ...Default.args, placeholder: undefined, label: undefined, showAction: true },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: '搜索' })).toHaveAttribute(
      'placeholder',
      '搜索',
    );
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};
