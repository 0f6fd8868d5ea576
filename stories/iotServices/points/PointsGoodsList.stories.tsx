import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PointsGoodsList } from '../../../src/components/iotServices/points/PointsGoodsList';
import { GOODS, picture } from './fixtures';

const meta = {
  title: 'Card services/Widgets/Points shop/PointsGoodsList',
  component: PointsGoodsList,
  args: { goods: GOODS, onSelect: fn() },
} satisfies Meta<typeof PointsGoodsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('800 points + ¥9.90')).toBeVisible();
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /保温杯/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(GOODS[1]);
  },
};

export const Empty: Story = {
  args: { goods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products in this category yet')).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    goods: [
      {
        ...GOODS[0],
        name: 'Extra long braided Type-C fast charging cable with a very long product name that wraps',
        integral: 99999,
        money: 1999.5,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99999 points + ¥1999.50')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('300 积分')).toBeVisible();
    await expect(canvas.getByText('已兑完')).toBeVisible();
  },
};

/** Forty products, each with its own picture, as a long points shop shows them. */
const LONG_LIST = Array.from({ length: 40 }, (_, index) => ({
  ...GOODS[index % GOODS.length],
  id: 1000 + index,
  name: `Product ${index + 1}`,
  image: picture(`hsl(${(index * 37) % 360} 60% 70%)`),
}));

/** The pictures asked for so far: a picture element exists only once its address is asked for. */
const askedFor = (root: HTMLElement) => root.querySelectorAll('[data-thumb] img').length;

/**
 * A long list asks only for the pictures near the view at start, and for the next ones as the
 * visitor scrolls; every picture's box has its square size before its picture arrives.
 */
export const LongList: Story = {
  args: { goods: LONG_LIST },
  play: async ({ canvasElement }) => {
    const boxes = [...canvasElement.querySelectorAll<HTMLElement>('[data-thumb]')];
    await expect(boxes).toHaveLength(40);
    const atStart = askedFor(canvasElement);
    await expect(atStart).toBeGreaterThan(0);
    await expect(atStart).toBeLessThan(20);
    // The last box, far below, is already square and full width while it waits.
    const last = boxes[39];
    await expect(last.querySelector('img')).toBeNull();
    const box = last.getBoundingClientRect();
    const listTop = canvasElement.querySelector('ul')!.getBoundingClientRect().top;
    await expect(box.width).toBeGreaterThan(100);
    await expect(box.height).toBeCloseTo(box.width, 0);

    // Scrolling a screen further asks for the next pictures, not for all of them.
    boxes[atStart].scrollIntoView({ block: 'start' });
    await waitFor(() => expect(askedFor(canvasElement)).toBeGreaterThan(atStart));
    await expect(askedFor(canvasElement)).toBeLessThan(40);
    // Nothing moved while they came: the last box is where it was, relative to the list.
    const list = canvasElement.querySelector('ul')!.getBoundingClientRect();
    await expect(last.getBoundingClientRect().top - list.top).toBeCloseTo(box.top - listTop, 0);

    last.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(last.querySelector('img')).not.toBeNull());
    window.scrollTo(0, 0);
  },
};
