import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PackageList } from '../../src/components/iot/PackageList';
import { PACKAGES } from './fixtures';

const meta = {
  title: 'Card/Widgets/PackageList',
  component: PackageList,
  args: { packages: PACKAGES, onSelect: fn() },
} satisfies Meta<typeof PackageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Unlimited data · Valid 1 year/)).toBeVisible();
    await expect(canvas.getByText(/Valid for life/)).toBeVisible();
    await expect(canvas.getByText(/Valid 1 day/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Monthly 30 GB' }));
    await expect(args.onSelect).toHaveBeenCalledWith(PACKAGES[0]);
  },
};

export const Empty: Story = {
  args: { packages: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No packages for this card right now'),
    ).toBeVisible();
  },
};

export const LongNameChinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: {
    packages: [
      {
        ...PACKAGES[0],
        name: '全国通用超大流量年度尊享套餐（含 5G 加速与夜间不限量）',
        tags: ['热销', '省 78 元', '不限速'],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/流量 30 GB · 有效期 1个月/)).toBeVisible();
  },
};
