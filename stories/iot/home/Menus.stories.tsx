import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Menus } from '../../../src/components/iot/home/Menus';
import { manyMenus } from './fixtures';

// The twelve menus of the demo's layout 1.

const meta = {
  title: 'Card/Widgets/Home/Menus',
  component: Menus,
  args: { menus: manyMenus.slice(0, 8), onSelect: fn(), onMore: fn() },
} satisfies Meta<typeof Menus>;

export default meta;
type Story = StoryObj<typeof meta>;

const entries = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('button');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(entries(canvasElement)).toHaveLength(8);
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: manyMenus[1].title }));
    await expect(args.onSelect).toHaveBeenCalledWith(manyMenus[1]);
  },
};

export const CollapsesIntoMore: Story = {
  args: { menus: manyMenus },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // 12 menus, default maxMenuTimes 10: the first 10 and "more".
    await expect(entries(canvasElement)).toHaveLength(11);
    await expect(canvas.queryByRole('button', { name: manyMenus[10].title })).toBeNull();
    await expect(canvas.queryByRole('button', { name: manyMenus[11].title })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const CustomMaxMenuTimes: Story = {
  args: { menus: manyMenus, maxMenuTimes: 3, title: 'Popular' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Popular' })).toBeVisible();
    const shown = entries(canvasElement);
    await expect(shown).toHaveLength(4);
    for (const [index, menu] of manyMenus.slice(0, 3).entries()) {
      await expect(shown[index]).toHaveAccessibleName(menu.title);
    }
    await expect(shown[3]).toHaveAccessibleName('More');
  },
};

export const SwitchedOffEntriesHidden: Story = {
  args: {
    menus: manyMenus.slice(0, 4).map((item, index) => ({ ...item, switch: index !== 1 })),
  },
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toHaveLength(3);
    await expect(
      within(canvasElement).queryByRole('button', { name: manyMenus[1].title }),
    ).toBeNull();
  },
};

export const Empty: Story = {
  args: { menus: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No services yet')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const IconFallbacks: Story = {
  args: {
    menus: [
      { type: 'page', title: 'Home', icon: 'home', path: 'pages/iot/index/index' },
      { type: 'page', title: 'Warranty', icon: '', path: 'pages/iot/warranty' },
      { type: 'url', title: 'Help', icon: '   ', url: 'https://example.com/help' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Warranty' })).toHaveTextContent('WWarranty');
    await expect(canvas.getByRole('button', { name: 'Home' }).querySelector('svg')).not.toBeNull();
  },
};

export const LongText: Story = {
  // The entry's title and badge end in an ellipsis on purpose.
  parameters: { phone: { truncates: true } },
  args: {
    menus: [
      {
        ...manyMenus[0],
        title: 'Package purchase and automatic renewal settings',
        badge: 'Limited-time offer',
      },
      ...manyMenus.slice(1, 4),
    ],
  },
  play: async ({ canvasElement }) => {
    const first = entries(canvasElement)[0];
    await expect(first.getBoundingClientRect().width).toBeLessThan(100);
    await expect(first).toHaveTextContent('Package purchase');
  },
};

export const Chinese: Story = {
  args: { menus: manyMenus },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '常用服务' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '更多' }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
  },
};
