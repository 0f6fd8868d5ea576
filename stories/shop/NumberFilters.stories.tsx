import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NumberFilters } from '../../src/components/shop/NumberFilters';

const meta = {
  title: 'Shop/Widgets/NumberFilters',
  component: NumberFilters,
  args: {
    value: { keyword: '', provinceCode: '', pattern: '', priceRange: -1 },
    onChange: fn(),
    provinces: [
      { value: '110000', label: 'Beijing' },
      { value: '310000', label: 'Shanghai' },
      { value: '440000', label: 'Guangdong' },
    ],
    patterns: ['AABB', 'ABAB', '888', 'tail'],
    priceRanges: [
      [0, 200],
      [200, 500],
      [1000, 100_000],
    ],
  },
} satisfies Meta<typeof NumberFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet on screen (the sheet of more filters is also drawn, hidden, once the page is idle). */
const sheet = () => within(within(document.body).getByRole('dialog'));

export const HeadSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), '8a8{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ keyword: '88' }),
    );
  },
};

export const RegionPopup: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Region' }));
    await userEvent.click(sheet().getByRole('button', { name: 'Shanghai' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ provinceCode: '310000' }),
    );
  },
};

export const MorePopup: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More filters' }));
    await userEvent.click(sheet().getByRole('button', { name: 'AABB' }));
    await userEvent.click(sheet().getByRole('button', { name: '¥200-500' }));
    await userEvent.click(sheet().getByRole('button', { name: 'Show numbers' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ pattern: 'AABB', priceRange: 1 }),
    );
  },
};

/** Once the page is idle, the sheet of more filters is drawn hidden: the tap only shows it. */
export const MoreSheetReadyWhenIdle: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await waitFor(() => expect(body.getByText('AABB')).not.toBeVisible());
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More filters' }));
    const dialog = body.getByRole('dialog', { name: 'More filters' });
    await expect(within(dialog).getByRole('button', { name: 'AABB' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const Filtered: Story = {
  args: { value: { keyword: '888', provinceCode: '440000', pattern: 'tail', priceRange: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Guangdong' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'More filters (2)' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { provinces: [{ value: '440000', label: '广东省' }] },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '归属地' })).toBeVisible();
  },
};
