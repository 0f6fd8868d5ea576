import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup, type CheckboxGroupProps } from '../../src/components/ui/CheckboxGroup';

function CheckboxDemo(args: CheckboxGroupProps) {
  const [value, setValue] = useState(args.value);
  return (
    <CheckboxGroup
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
  title: 'UI kit/CheckboxGroup',
  component: CheckboxGroup<string>,
  render: (args) => <CheckboxDemo {...args} />,
  args: {
    legend: 'Number preferences',
    value: ['no4'],
    onChange: fn(),
    options: [
      { value: 'no4', label: 'No digit 4' },
      { value: 'pairs', label: 'Repeated pairs', description: 'Like 1388 8866' },
      { value: 'tail8', label: 'Ends in 8' },
    ],
  },
} satisfies Meta<typeof CheckboxGroup<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'No digit 4' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ends in 8' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['no4', 'tail8']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'No digit 4' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['tail8']);
  },
};

export const MaxReached: Story = {
  args: { ...Default.args, max: 2, value: ['no4', 'pairs'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Ends in 8' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Repeated pairs/ }));
    await expect(canvas.getByRole('checkbox', { name: 'Ends in 8' })).toBeEnabled();
  },
};

export const Agreement: Story = {
  args: {
    ...Default.args,
    value: [],
    legend: 'Agreement',
    hideLegend: true,
    options: [
      {
        value: 'agree',
        label: 'I have read and agree to the service agreement and privacy policy',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: /I have read/ }));
    await expect(args.onChange).toHaveBeenCalledWith(['agree']);
  },
};

export const Chinese: Story = {
  args: {
    ...Default.args,
    legend: '号码偏好',
    options: [
      { value: 'no4', label: '不含4' },
      { value: 'tail8', label: '尾号8' },
    ],
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: '号码偏好' })).toBeVisible();
  },
};
