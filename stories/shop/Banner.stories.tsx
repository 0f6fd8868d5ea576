import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from '../../src/components/shop/Banner';

// The pictures come from the configuration at run time; without one a slide shows the brand
// gradient, which is what these stories draw (no network picture, so the baselines are stable).
const meta = {
  title: 'Shop/Widgets/Banner',
  component: Banner,
  args: {
    label: 'Offers',
    autoplay: false,
    slides: [
      { image: '', title: 'Big data cards', link: '/pages/goods/index?goodsId=101' },
      { image: '', title: 'Vanity numbers', link: '/pages/index/VanityNumber/index' },
      { image: '', title: 'Free delivery', link: '' },
    ],
    onOpen: fn(),
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three slides, the first on screen; the dots move between them. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Offers' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Big data cards' }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.slides[0]);
    // The dots come with the carousel's code, which loads after the first slide is drawn.
    await userEvent.click(await canvas.findByRole('button', { name: 'Go to slide 2' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('group', { name: 'Slide 2 of 3' })).not.toHaveAttribute(
      'aria-hidden',
    );
  },
};

/** A slide without a link is shown but goes nowhere when tapped. */
export const SlideWithoutLink: Story = {
  args: { slides: [{ image: '', title: 'Free delivery', link: '' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Free delivery' }));
    await expect(args.onOpen).not.toHaveBeenCalled();
    // One slide: nothing to move between.
    await expect(canvas.queryByRole('button', { name: /Go to slide/ })).toBeNull();
  },
};

/** A long title wraps inside the slide and never widens the page. */
export const LongTitle: Story = {
  args: {
    slides: [
      {
        image: '',
        title: 'Unlimited national data card with 100 GB a month and the first month free',
        link: '/pages/goods/index?goodsId=101',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(within(canvasElement).getByRole('button', { name: /Unlimited/ })).toBeVisible();
  },
};

/** No slide configured: the carousel takes no room at all. */
export const NoSlides: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Chinese: Story = {
  args: {
    label: '精选活动',
    slides: [
      { image: '', title: '大流量卡', link: '/pages/goods/index?goodsId=101' },
      { image: '', title: '靓号专区', link: '' },
    ],
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '大流量卡' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '切换到第 2 张' })).toBeVisible();
  },
};
