import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabsProps } from '../../src/components/ui/Tabs';

function TabsDemo(args: TabsProps) {
  const [active, setActive] = useState(args.activeKey);
  return (
    <Tabs
      {...args}
      activeKey={active}
      onChange={(key) => {
        args.onChange(key);
        setActive(key);
      }}
    >
      {args.children !== undefined ? <p style={{ padding: 16 }}>Orders: {active}</p> : undefined}
    </Tabs>
  );
}

const meta = {
  title: 'UI kit/Tabs',
  component: Tabs,
  render: (args) => <TabsDemo {...args} />,
  args: {
    label: 'Order status',
    activeKey: 'all',
    onChange: fn(),
    items: [
      { key: 'all', label: 'All' },
      { key: 'unpaid', label: 'Unpaid', badge: 2 },
      { key: 'shipping', label: 'Shipping' },
      { key: 'done', label: 'Done' },
    ],
    children: true,
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Order status' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: /Unpaid/ }));
    await expect(args.onChange).toHaveBeenCalledWith('unpaid');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Orders: unpaid');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(/Unpaid/);
  },
};

export const KeyboardArrows: Story = {
  args: { ...Default.args },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('unpaid');
    await expect(canvas.getByRole('tab', { name: /Unpaid/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('done');
  },
};

export const WithDisabledTab: Story = {
  args: {
    ...Default.args,
    items: [
      { key: 'all', label: 'All' },
      { key: 'refund', label: 'Refunds', disabled: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const refund = within(canvasElement).getByRole('tab', { name: 'Refunds' });
    await expect(refund).toBeDisabled();
    await userEvent.click(refund);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ManyTabsScroll: Story = {
  args: {
    ...Default.args,
    activeKey: 'k7',
    children: undefined,
    items: Array.from({ length: 9 }, (_, i) => ({ key: `k${i}`, label: `Package group ${i + 1}` })),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(within(canvasElement).queryByRole('tabpanel')).toBeNull();
    const active = within(canvasElement).getByRole('tab', { name: 'Package group 8' });
    await expect(active.getBoundingClientRect().right).toBeLessThanOrEqual(376);
  },
};

export const Chinese: Story = {
  args: {
    ...Default.args,
    label: '订单状态',
    items: [
      { key: 'all', label: '全部' },
      { key: 'unpaid', label: '待付款', badge: 2 },
      { key: 'shipping', label: '待收货' },
      { key: 'done', label: '已完成' },
    ],
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: /待付款/ })).toBeVisible();
  },
};

/** Inside the app, whose navigation bar sets --sticky-top: only sticky tabs use it. */
export const InTheAppFrame: Story = {
  args: { ...Default.args },
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ ['--sticky-top' as string]: '44px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = canvas.getByTestId('frame').getBoundingClientRect().top;
    const list = canvas.getByRole('tablist').getBoundingClientRect();
    // Where it is laid out, not 44 px lower over the first lines of its panel.
    await expect(list.top).toBe(top);
    await expect(canvas.getByRole('tabpanel').getBoundingClientRect().top).toBeGreaterThanOrEqual(
      list.bottom,
    );
  },
};
