import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea, type TextareaProps } from '../../src/components/ui/Textarea';

function TextareaDemo(args: TextareaProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Textarea
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
  title: 'UI kit/Textarea',
  component: Textarea,
  render: (args) => <TextareaDemo {...args} />,
  args: {
    value: '',
    onChange: fn(),
    onConfirm: fn(),
    label: 'Order remark',
    placeholder: 'Delivery time, building entrance…',
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Order remark' });
    await expect(area).toHaveAttribute('maxlength', '140');
    await userEvent.type(area, 'Leave at the door');
    await expect(canvas.getByText('17/140')).toBeVisible();
    await expect(area).toHaveAttribute('enterkeyhint', 'enter');
  },
};

export const AtMaxLength: Story = {
  args: { ...Default.args, value: 'x'.repeat(140) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'more');
    await expect(canvas.getByRole('textbox')).toHaveValue('x'.repeat(140));
    await expect(canvas.getByText('140/140')).toBeVisible();
  },
};

export const SendConfirmType: Story = {
  args: { ...Default.args, confirmType: 'send', label: 'Message to service' },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message to service' });
    await expect(area).toHaveAttribute('enterkeyhint', 'send');
    await userEvent.type(area, 'Hello{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('Hello');
    await expect(area).toHaveValue('Hello');
  },
};

export const ConfirmTypes: Story = {
  args: { ...Default.args },
  render: (args) => (
    <>
      {(['done', 'go', 'next', 'search', 'send', 'return'] as const).map((type) => (
        <Textarea
          key={type}
          {...args}
          label={`Confirm ${type}`}
          confirmType={type}
          rows={1}
          showCount={false}
        />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const type of ['done', 'go', 'next', 'search', 'send'])
      await expect(canvas.getByRole('textbox', { name: `Confirm ${type}` })).toHaveAttribute(
        'enterkeyhint',
        type,
      );
    await expect(canvas.getByRole('textbox', { name: 'Confirm return' })).toHaveAttribute(
      'enterkeyhint',
      'enter',
    );
  },
};

export const ErrorAndCustomLimit: Story = {
  args: {
    ...Default.args,
    value: 'abc',
    maxLength: 20,
    error: 'Please describe the problem in more detail',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('more detail');
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('3/20')).toBeVisible();
  },
};

export const AutoGrow: Story = {
  args: { ...Default.args, rows: 2, maxRows: 4 },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox');
    const before = area.getBoundingClientRect().height;
    await userEvent.type(area, 'one{Enter}two{Enter}three{Enter}four{Enter}five{Enter}six');
    const after = area.getBoundingClientRect().height;
    await expect(after).toBeGreaterThan(before);
    await expect(after).toBeLessThan(before * 2 + 10);
  },
};

export const Chinese: Story = {
  args: { ...Default.args, label: '订单备注', value: '请在工作日送达' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7/140')).toHaveAccessibleName('已输入 7 字，最多 140 字');
  },
};
