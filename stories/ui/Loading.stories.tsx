import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Loading } from '../../src/components/ui/Loading';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

const meta = {
  title: 'UI kit/Loading',
  component: Loading,
  decorators: [(Story) => <Frame>{Story()}</Frame>],
  args: {},
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpinnerOnly: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithText: Story = {
  args: { ...SpinnerOnly.args, children: 'Loading packages…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading packages…')).toBeVisible();
  },
};

export const Vertical: Story = {
  args: { ...SpinnerOnly.args, children: 'Refreshing card status', vertical: true, size: '2.5em' },
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByTestId('spinner');
    const text = within(canvasElement).getByText('Refreshing card status');
    await expect(text.getBoundingClientRect().top).toBeGreaterThan(
      spinner.getBoundingClientRect().bottom - 1,
    );
  },
};

export const Chinese: Story = {
  args: { ...SpinnerOnly.args },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中');
  },
};
