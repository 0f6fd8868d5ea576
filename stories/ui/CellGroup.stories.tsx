import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cell } from '../../src/components/ui/Cell';
import { CellGroup } from '../../src/components/ui/CellGroup';

const meta = {
  title: 'UI kit/CellGroup',
  component: CellGroup,
  args: {
    title: 'Card information',
    children: [
      <Cell key="a" title="ICCID" value="89860321456789012345" />,
      <Cell key="b" title="Status" value="Active" />,
    ],
  },
} satisfies Meta<typeof CellGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('region', { name: 'Card information' });
    await expect(group).toHaveTextContent('89860321456789012345');
    await expect(within(group).getByRole('heading')).toHaveTextContent('Card information');
  },
};

export const Inset: Story = {
  args: { ...Default.args, inset: true },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByText('ICCID');
    await expect(cell.getBoundingClientRect().left).toBeGreaterThan(16);
  },
};

export const WithoutTitle: Story = {
  args: { ...Default.args, title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await expect(within(canvasElement).getByText('Active')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    title: '卡片信息',
    children: [<Cell key="a" title="卡号" value="1440 1234 5678" />],
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '卡片信息' })).toBeVisible();
  },
};
