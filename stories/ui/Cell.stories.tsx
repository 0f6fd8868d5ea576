import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Cell } from '../../src/components/ui/Cell';
import { CellGroup } from '../../src/components/ui/CellGroup';
import { Icon } from '../../src/components/ui/Icon';

const meta = {
  title: 'UI kit/Cell',
  component: Cell,
  args: { title: 'Card number', value: '8986 0321 4567 8901' },
} satisfies Meta<typeof Cell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Card number')).toBeVisible();
    await expect(canvas.getByText('8986 0321 4567 8901')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Link: Story = {
  args: {
    ...Default.args,
    title: 'Order history',
    value: undefined,
    isLink: true,
    onClick: fn(),
    icon: <Icon name="orders" />,
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Order history' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithLabelAndRequired: Story = {
  args: {
    ...Default.args,
    title: 'Delivery address',
    label: 'Used for shipping the SIM card',
    required: true,
    value: 'Not set',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Used for shipping the SIM card')).toBeVisible();
  },
};

export const DisabledLink: Story = {
  args: { ...Link.args, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    ...Default.args,
    title: 'Package name that is unusually long and must wrap onto a second line',
    value: 'Monthly 100 GB nationwide general data with free calls',
  },
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByText(/Monthly 100 GB/);
    await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

export const Group: Story = {
  args: { ...Default.args },
  render: () => (
    <>
      <CellGroup title="Card">
        <Cell title="Card number" value="8986 0321 4567 8901" />
        <Cell title="Operator" value="China Mobile" />
      </CellGroup>
      <CellGroup title="Account" inset>
        <Cell title="Balance" value="¥12.50" />
        <Cell title="Pay password" isLink onClick={fn()} />
      </CellGroup>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Card' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Account' })).toHaveTextContent('¥12.50');
  },
};

export const Chinese: Story = {
  args: { ...Link.args, title: '订单记录', value: '共12笔' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /订单记录/ })).toBeVisible();
  },
};
