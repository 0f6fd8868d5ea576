import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Progress } from '../../src/components/ui/Progress';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const meta = {
  title: 'UI kit/Progress',
  component: Progress,
  decorators: [(Story) => <Frame>{Story()}</Frame>],
  args: { percent: 32, label: 'Data used' },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Data used' });
    await expect(bar).toHaveAttribute('aria-valuenow', '32');
    await expect(within(canvasElement).getByText('32%')).toBeVisible();
  },
};

export const ClampedExtremes: Story = {
  args: { ...Default.args },
  render: (args) => (
    <>
      <Progress {...args} percent={-20} label="Below zero" />
      <Progress {...args} percent={0} label="Zero" />
      <Progress {...args} percent={100} label="Full" status="danger" />
      <Progress {...args} percent={250} label="Above full" status="danger" />
      <Progress {...args} percent={Number.NaN} label="Unknown" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Below zero' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Above full' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Unknown' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

export const CustomText: Story = {
  args: { ...Default.args, percent: 85, text: '8.5 GB / 10 GB', status: 'warning' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', '8.5 GB / 10 GB');
  },
};

export const Chinese: Story = {
  args: { ...Default.args, label: undefined, showText: false },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: '进度' })).toBeVisible();
  },
};
