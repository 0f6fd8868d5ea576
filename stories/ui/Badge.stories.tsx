import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Badge } from '../../src/components/ui/Badge';
import { Icon } from '../../src/components/ui/Icon';

const Frame = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const meta = {
  title: 'UI kit/Badge',
  component: Badge,
  decorators: [(Story) => <Frame>{Story()}</Frame>],
  args: { content: 5, label: '5 unpaid orders', children: <Icon name="orders" /> },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('badge')).toHaveTextContent('5');
    await expect(canvas.getByText('5 unpaid orders')).toBeInTheDocument();
  },
};

export const OverMax: Story = {
  args: { ...Count.args, content: 1234, label: '1234 messages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('badge')).toHaveTextContent('99+');
  },
};

export const ZeroHidden: Story = {
  args: { ...Count.args, content: 0, label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('badge')).toBeNull();
  },
};

export const Dot: Story = {
  args: { ...Count.args, dot: true, label: 'New' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByTestId('badge');
    await expect(badge).toHaveTextContent('');
    await expect(within(canvasElement).getByText('New')).toBeInTheDocument();
  },
};

export const StandaloneText: Story = {
  args: { content: 'HOT', children: undefined, label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('HOT')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { content: '新', children: undefined, label: undefined },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('新')).toBeVisible();
  },
};
