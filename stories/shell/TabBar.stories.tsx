import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TabBar } from '../../src/components/shell/TabBar';
import { Icon } from '../../src/components/ui/Icon';

const shopTabs = [
  { key: 'home', label: 'Home', icon: <Icon name="home" /> },
  { key: 'orders', label: 'Orders', icon: <Icon name="orders" /> },
  { key: 'customer', label: 'Service', icon: <Icon name="service" /> },
  { key: 'mine', label: 'Mine', icon: <Icon name="mine" /> },
];

const meta = {
  title: 'App frame/Widgets/TabBar',
  component: TabBar,
  args: { items: shopTabs, activeIndex: 0, label: 'Main sections', onSelect: fn() },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('button');
    await expect(tabs).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Icons carry the spec colours #018d71 / #999999.
    const icon = (name: string) => canvas.getByRole('button', { name }).firstElementChild!;
    await expect(icon('Home')).toHaveStyle({ color: 'rgb(1, 141, 113)' });
    await expect(icon('Orders')).toHaveStyle({ color: 'rgb(153, 153, 153)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Mine' }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
  },
};

export const MineSelected: Story = {
  args: { activeIndex: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mine' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const Chinese: Story = {
  args: {
    label: '主栏目',
    items: shopTabs.map((tab, index) => ({
      ...tab,
      label: ['首页', '订单', '客服', '我的'][index],
    })),
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主栏目' });
    await expect(within(nav).getByRole('button', { name: '客服' })).toBeVisible();
  },
};

export const LayoutWithBulge: Story = {
  args: {
    middleBulge: true,
    activeIndex: 1,
    items: [
      { key: 'card', label: 'Card', icon: <Icon name="home" /> },
      { key: 'recharge', label: 'Recharge', icon: <Icon name="refresh" /> },
      { key: 'me', label: 'Me', icon: <Icon name="mine" /> },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Card' }));
    await expect(args.onSelect).toHaveBeenCalledWith(0);
  },
};
