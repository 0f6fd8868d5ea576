import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Article } from '../../src/components/shop/Article';

const meta = {
  title: 'Shop/Widgets/Article',
  component: Article,
  args: {
    intro: 'What you can count on when you buy from us.',
    sections: [
      {
        key: 'a',
        heading: 'Genuine cards',
        body: 'Every number and card comes directly from a licensed operator.',
      },
      {
        key: 'b',
        heading: 'Clear prices',
        body: 'The price you see is the price you pay.\n\nNo hidden monthly fees.',
      },
    ],
  },
} satisfies Meta<typeof Article>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    // Blank lines split paragraphs.
    await expect(canvas.getByText('No hidden monthly fees.').tagName).toBe('P');
  },
};

export const WithTitleAndFooter: Story = {
  args: { title: 'Card Shop', footer: <button type="button">Reload</button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Card Shop' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    intro: '在这里购买，您可以放心的几件事。',
    sections: [
      { key: 'a', heading: '正品号卡', body: '所有号码和卡片均直接来自持牌运营商。' },
      { key: 'b', heading: '价格透明', body: '所见即所付，没有隐藏月费或额外收费。' },
    ],
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '正品号卡' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { intro: undefined, sections: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
