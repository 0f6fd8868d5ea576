import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { PasswordInput, type PasswordInputProps } from '../../src/components/ui/PasswordInput';
import { NumberKeyboard } from '../../src/components/ui/NumberKeyboard';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  min-height: 100vh;
`;

const Top = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

/** The pay-password screen: boxes filled from the on-screen keypad. */
function PayPassword(props: PasswordInputProps & { shuffle?: boolean; seed?: number }) {
  const { shuffle, seed, ...inputProps } = props;
  const [value, setValue] = useState(props.value);
  const length = props.length ?? 6;
  return (
    <Screen>
      <Top>
        <PasswordInput
          {...inputProps}
          value={value}
          focused
          onChange={(next) => {
            setValue(next);
            props.onChange?.(next);
          }}
        />
      </Top>
      <NumberKeyboard
        shuffle={shuffle}
        seed={seed}
        onInput={(digit) =>
          setValue((current) => (current.length < length ? current + digit : current))
        }
        onDelete={() => setValue((current) => current.slice(0, -1))}
      />
    </Screen>
  );
}

const meta = {
  title: 'UI kit/PasswordInput',
  component: PasswordInput,
  render: (args) => <PayPassword {...args} />,
  args: { value: '', onComplete: fn(), onChange: fn(), label: 'Pay password' },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const filledCells = (root: HTMLElement) =>
  within(root).getByTestId('password-boxes').querySelectorAll('[data-filled="true"]').length;

export const KeypadFillsBoxes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Pay password');
    await expect(input).toHaveAttribute('inputmode', 'none');
    await expect(input).toHaveAttribute('type', 'password');
    for (const digit of ['1', '2', '3']) {
      await userEvent.click(canvas.getByRole('button', { name: digit }));
    }
    await expect(filledCells(canvasElement)).toBe(3);
    await expect(canvas.queryByText('1')).toBeInTheDocument(); // only the key, the box is masked
    await expect(canvas.getByTestId('password-boxes')).not.toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(filledCells(canvasElement)).toBe(2);
    for (const digit of ['3', '4', '5', '6']) {
      await userEvent.click(canvas.getByRole('button', { name: digit }));
    }
    await expect(filledCells(canvasElement)).toBe(6);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    // A seventh digit is ignored.
    await userEvent.click(canvas.getByRole('button', { name: '9' }));
    await expect(filledCells(canvasElement)).toBe(6);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

export const HardwareKeyboard: Story = {
  args: { ...KeypadFillsBoxes.args },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Pay password');
    await userEvent.click(input);
    await userEvent.keyboard('65a4321');
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
  },
};

export const WithError: Story = {
  args: { ...KeypadFillsBoxes.args, value: '12', error: 'Wrong password, 2 attempts left' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong password, 2 attempts left');
    await expect(canvas.getByLabelText('Pay password')).toHaveAttribute('aria-invalid', 'true');
    const boxes = canvas.getByTestId('password-boxes');
    await expect(canvas.getByRole('alert').getBoundingClientRect().top).toBeGreaterThan(
      boxes.getBoundingClientRect().bottom,
    );
  },
};

export const Unmasked: Story = {
  args: { ...KeypadFillsBoxes.args, value: '2580', mask: false, info: 'Digits are shown' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('password-boxes')).toHaveTextContent('2580');
    await expect(canvas.getByText('Digits are shown')).toBeVisible();
  },
};

export const ShuffledKeypad: Story = {
  args: { ...KeypadFillsBoxes.args },
  render: (args) => <PayPassword {...args} shuffle seed={7} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const digit of ['0', '0', '9', '9', '1', '1']) {
      await userEvent.click(canvas.getByRole('button', { name: digit }));
    }
    await expect(args.onComplete).toHaveBeenCalledWith('009911');
  },
};

export const Chinese: Story = {
  args: { ...KeypadFillsBoxes.args, label: undefined, error: '密码错误，还可尝试2次' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('密码')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('密码错误');
  },
};
