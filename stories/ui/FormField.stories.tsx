import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../../src/components/ui/FormField';

const meta = {
  title: 'UI kit/FormField',
  component: FormField,
  args: {
    label: 'Mobile number',
    required: true,
    children: (control) => <input {...control} type="tel" placeholder="11 digits" />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Mobile number/ });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.type(input, '13800138000');
    await expect(input).toHaveValue('13800138000');
  },
};

export const WithError: Story = {
  args: { ...Default.args, error: 'Enter an 11-digit mobile number starting with 1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Mobile number/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Enter an 11-digit mobile number starting with 1',
    );
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

function ValidatingField() {
  const [value, setValue] = useState('');
  const error =
    value && !/^1\d{10}$/.test(value)
      ? 'Enter an 11-digit mobile number starting with 1'
      : undefined;
  return (
    <FormField label="Mobile number" required error={error} hint="Used for delivery updates">
      {(control) => (
        <input {...control} type="tel" value={value} onChange={(e) => setValue(e.target.value)} />
      )}
    </FormField>
  );
}

export const ValidatesWhileTyping: Story = {
  args: { ...Default.args },
  render: () => <ValidatingField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAccessibleDescription('Used for delivery updates');
    await userEvent.type(input, '2380');
    await expect(canvas.getByRole('alert')).toHaveTextContent('11-digit');
    await userEvent.clear(input);
    await userEvent.type(input, '13800138000');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const VerticalLongLabel: Story = {
  args: {
    ...Default.args,
    vertical: true,
    label: 'Name of the person receiving the card, as on their identity card',
    hint: 'Real-name registration needs it',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /receiving the card/ }),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { ...Default.args, label: '手机号码', error: '请输入以1开头的11位手机号' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /手机号码/ }),
    ).toHaveAccessibleDescription('请输入以1开头的11位手机号');
  },
};
