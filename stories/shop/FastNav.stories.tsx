import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FastNav } from '../../src/components/shop/FastNav';

const meta = {
  title: 'Shop/Widgets/FastNav',
  component: FastNav,
  args: {
    label: 'Quick links',
    items: [
      { title: 'Data cards', icon: '', link: '/pages/goods/general/index' },
      { title: 'Vanity', icon: '', link: '/pages/index/VanityNumber/index' },
      { title: 'Fast numbers', icon: '', link: '/pages/goods/fastNumber/index' },
      { title: 'My orders', icon: '', link: '/pages/order/index' },
    ],
    onSelect: fn(),
  },
} satisfies Meta<typeof FastNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four entries in one row; without an icon an entry shows its first letter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Quick links' });
    await expect(within(nav).getAllByRole('button')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: /Fast numbers/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(args.items[2]);
  },
};

/** More than four entries wrap into a second row of the same grid. */
export const TwoRows: Story = {
  args: {
    items: [
      ...meta.args.items,
      { title: 'Service', icon: '', link: '/pages/customer/index' },
      { title: 'ID upload', icon: '', link: '/pages/resetCert/index' },
    ],
  },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(6);
    // The fifth entry starts the second row, under the first.
    await expect(buttons[4].getBoundingClientRect().left).toBeCloseTo(
      buttons[0].getBoundingClientRect().left,
      0,
    );
    await expect(buttons[4].getBoundingClientRect().top).toBeGreaterThan(
      buttons[0].getBoundingClientRect().bottom,
    );
  },
};

/** Long labels stop after two lines and never widen the page. */
export const LongLabels: Story = {
  args: {
    items: [
      { title: 'Nationwide unlimited data cards', icon: '', link: '/pages/goods/general/index' },
      {
        title: 'Vanity numbers of every province',
        icon: '',
        link: '/pages/index/VanityNumber/index',
      },
      { title: 'Fast numbers', icon: '', link: '/pages/goods/fastNumber/index' },
      { title: 'Orders', icon: '', link: '/pages/order/index' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(4);
  },
};

/** No entry configured: nothing is drawn. */
export const NoEntries: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Chinese: Story = {
  args: {
    label: '快捷入口',
    items: [
      { title: '流量卡', icon: '', link: '/pages/goods/general/index' },
      { title: '靓号', icon: '', link: '/pages/index/VanityNumber/index' },
      { title: '极速选号', icon: '', link: '/pages/goods/fastNumber/index' },
      { title: '我的订单', icon: '', link: '/pages/order/index' },
    ],
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: '快捷入口' })).toBeVisible();
  },
};
