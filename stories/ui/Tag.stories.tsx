import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Tag } from '../../src/components/ui/Tag';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const meta = {
  title: 'UI kit/Tag',
  component: Tag,
  decorators: [(Story) => <Row>{Story()}</Row>],
  args: { children: 'In use', type: 'primary' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In use')).toHaveAttribute('data-type', 'primary');
  },
};

export const AllTypes: Story = {
  args: { ...Default.args },
  render: () => (
    <>
      <Tag>Default</Tag>
      <Tag type="primary">Primary</Tag>
      <Tag type="success">Success</Tag>
      <Tag type="warning">Expiring</Tag>
      <Tag type="danger">Suspended</Tag>
      <Tag type="info">Info</Tag>
      <Tag type="primary" plain round size="medium">
        Plain round
      </Tag>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Suspended')).toHaveAttribute(
      'data-type',
      'danger',
    );
  },
};

export const BrandStatusDictionary: Story = {
  args: { ...Default.args },
  render: () => (
    <>
      <Tag dictName="BrandStatusOptions" listClass="info">
        Pending
      </Tag>
      <Tag dictName="BrandStatusOptions" listClass="error">
        Rejected
      </Tag>
      <Tag dictName="OtherOptions" listClass="info">
        Other info
      </Tag>
      <Tag dictName="OtherOptions" listClass="unknown-class">
        Unknown
      </Tag>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-type', 'default');
    await expect(canvas.getByText('Rejected')).toHaveAttribute('data-type', 'danger');
    await expect(canvas.getByText('Other info')).toHaveAttribute('data-type', 'info');
    await expect(canvas.getByText('Unknown')).toHaveAttribute('data-type', 'default');
  },
};

export const Chinese: Story = {
  args: { ...Default.args, children: '即将到期', type: 'warning' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('即将到期')).toBeVisible();
  },
};
