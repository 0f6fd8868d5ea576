import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from '../../src/components/ui/RadioGroup';

function RadioDemo(args: RadioGroupProps) {
  const [value, setValue] = useState(args.value);
  return (
    <RadioGroup
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
  title: 'UI kit/RadioGroup',
  component: RadioGroup<string>,
  render: (args) => <RadioDemo {...args} />,
  args: {
    legend: 'Payment method',
    value: 'wechat',
    onChange: fn(),
    options: [
      { value: 'wechat', label: 'WeChat Pay' },
      { value: 'alipay', label: 'Alipay', description: 'Opens the Alipay app' },
      {
        value: 'balance',
        label: 'Card balance',
        description: 'Balance ¥3.20 is not enough',
        disabled: true,
      },
    ],
  },
} satisfies Meta<typeof RadioGroup<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Payment method' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'WeChat Pay' })).toBeChecked();
    await userEvent.click(canvas.getByText('Alipay'));
    await expect(args.onChange).toHaveBeenCalledWith('alipay');
    await expect(canvas.getByRole('radio', { name: /Alipay/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Card balance/ })).toBeDisabled();
  },
};

export const KeyboardArrows: Story = {
  args: { ...Default.args },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'WeChat Pay' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenCalledWith('alipay');
  },
};

export const HorizontalNoSelection: Story = {
  args: {
    ...Default.args,
    value: undefined,
    horizontal: true,
    legend: 'Network',
    hideLegend: true,
    options: [
      { value: '4g', label: '4G' },
      { value: '5g', label: '5G' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Network' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '4G' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: '5G' })).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { ...Default.args, disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio'))
      await expect(radio).toBeDisabled();
  },
};

export const Chinese: Story = {
  args: {
    ...Default.args,
    legend: '支付方式',
    options: [
      { value: 'wechat', label: '微信支付' },
      { value: 'alipay', label: '支付宝' },
    ],
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '微信支付' })).toBeChecked();
  },
};
