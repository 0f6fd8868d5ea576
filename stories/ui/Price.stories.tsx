import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Price } from '../../src/components/ui/Price';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const meta = {
  title: 'UI kit/Price',
  component: Price,
  decorators: [(Story) => <Frame>{Story()}</Frame>],
  args: { amount: 29.9 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('price')).toHaveTextContent('¥29.90');
  },
};

export const WithOriginalPrice: Story = {
  args: { ...Default.args, originalAmount: '59', size: 'lg' },
  play: async ({ canvasElement }) => {
    const original = canvasElement.querySelector('s');
    await expect(original).toHaveTextContent('Original price ¥59.00');
    await expect(getComputedStyle(original as Element).textDecorationLine).toContain(
      'line-through',
    );
  },
};

export const ExtremeValues: Story = {
  args: { ...Default.args },
  render: () => (
    <>
      <Price amount={0} />
      <br />
      <Price amount={123456789.5} size="lg" />
      <br />
      <Price amount="not a number" />
      <br />
      <Price amount={-3.456} tone="text" size="sm" />
      <br />
      <Price amount={1000} currency="HK$" decimals={0} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const prices = within(canvasElement).getAllByTestId('price');
    await expect(prices[0]).toHaveTextContent('¥0.00');
    await expect(prices[1]).toHaveTextContent('¥123456789.50');
    await expect(prices[2]).toHaveTextContent('¥0.00');
    await expect(prices[3]).toHaveTextContent('-¥3.46');
    await expect(prices[4]).toHaveTextContent('HK$1000');
  },
};

export const Chinese: Story = {
  args: { ...WithOriginalPrice.args },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toHaveTextContent('原价 ¥59.00');
  },
};
