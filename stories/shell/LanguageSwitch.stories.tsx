import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from '../../src/components/shell/LanguageSwitch';

const meta = {
  title: 'shell/LanguageSwitch',
  component: LanguageSwitch,
  args: {
    legend: 'Language',
    value: 'en',
    options: [
      { value: 'en', label: 'English' },
      { value: 'zh-Hans', label: '简体中文' },
      { value: 'zh-Hant', label: '繁體中文' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(canvas.getByText('繁體中文'));
    await expect(args.onChange).toHaveBeenCalledWith('zh-Hant');
  },
};

export const ChineseSelected: Story = {
  args: { value: 'zh-Hans', legend: '语言' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '简体中文' })).toBeChecked();
  },
};
