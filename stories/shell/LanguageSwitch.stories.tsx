import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from '../../src/components/shell/LanguageSwitch';

const meta = {
  title: 'App frame/Widgets/LanguageSwitch',
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

/**
 * The one-line switch at the top of the card login: each language in its own name, the current
 * one filled, every one a full finger's height.
 */
export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    for (const name of ['English', '简体中文', '繁體中文']) {
      const pill = canvas.getByText(name).closest('label') as HTMLElement;
      await expect(pill.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(canvas.getByText('简体中文'));
    await expect(args.onChange).toHaveBeenCalledWith('zh-Hans');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('zh-Hant');
  },
};

export const CompactTraditional: Story = {
  args: { variant: 'compact', value: 'zh-Hant', legend: '語言' },
  globals: { locale: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: '語言' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '繁體中文' })).toBeChecked();
  },
};
