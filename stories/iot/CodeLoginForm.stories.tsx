import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeLoginForm } from '../../src/components/iot/CodeLoginForm';

const meta = {
  title: 'Card/Widgets/CodeLoginForm',
  component: CodeLoginForm,
  args: {
    code: '',
    submitting: false,
    auto: false,
    onCodeChange: fn(),
    onSubmit: fn(),
    onManual: fn(),
  },
} satisfies Meta<typeof CodeLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Login code/), 'A');
    await expect(args.onCodeChange).toHaveBeenCalledWith('A');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in with the card number' }));
    await expect(args.onManual).toHaveBeenCalled();
  },
};

export const FromLink: Story = {
  args: { code: '1064800000001', auto: true, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Logging in with code 1064800000001…'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    code: 'WRONGCODE1',
    error: 'This code did not work. Check it or log in with the card number.',
  },
  globals: { locale: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '登入' })).toBeVisible();
  },
};
