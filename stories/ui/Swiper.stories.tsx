import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Swiper } from '../../src/components/ui/Swiper';
import { storyClock } from '../storyClock';

const Banner = styled.div<{ $tone: 'brand' | 'warning' | 'plain' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 10rem;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $tone }) =>
    $tone === 'brand'
      ? theme.colors.brandSoft
      : $tone === 'warning'
        ? theme.colors.warningSoft
        : theme.colors.surface};
`;

const slides = [
  <Banner key="a" $tone="brand">
    New 5G data cards
  </Banner>,
  <Banner key="b" $tone="warning">
    Double points this week
  </Banner>,
  <Banner key="c" $tone="plain">
    Free shipping nationwide
  </Banner>,
];

const meta = {
  title: 'UI kit/Swiper',
  component: Swiper,
  args: { slides, label: 'Promotions', onChange: fn() },
} satisfies Meta<typeof Swiper>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleSlide = (root: HTMLElement) =>
  within(root)
    .getAllByRole('group', { hidden: true })
    .find((el) => el.getAttribute('aria-hidden') !== 'true');

const clock = storyClock();

export const Default: Story = {
  beforeEach: clock.beforeEach,
  play: clock.during(async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Promotions' });
    await expect(visibleSlide(carousel)).toHaveTextContent('New 5G data cards');
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByTestId('swiper-track').style.transition).toContain('500ms');
    // Autoplay after 5000 ms, not before.
    await clock.advance(4999);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(visibleSlide(carousel)).toHaveTextContent('New 5G data cards');
    await clock.advance(1);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(1);
    await expect(visibleSlide(carousel)).toHaveTextContent('Double points this week');
  }),
};

export const SwipeByTouch: Story = {
  args: { ...Default.args, autoplay: false },
  play: async ({ canvasElement, args }) => {
    const carousel = within(canvasElement).getByRole('region');
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(carousel, { clientX: from, clientY: 50, pointerId: 1, button: 0 });
      fireEvent.pointerMove(carousel, { clientX: (from + to) / 2, clientY: 50, pointerId: 1 });
      fireEvent.pointerMove(carousel, { clientX: to, clientY: 50, pointerId: 1 });
      fireEvent.pointerUp(carousel, { clientX: to, clientY: 50, pointerId: 1 });
    };
    swipe(300, 100);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(1));
    swipe(300, 100);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(2));
    swipe(100, 300);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(1));
    // A small drag snaps back.
    swipe(200, 180);
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(visibleSlide(carousel)).toHaveTextContent('Double points this week');
  },
};

export const DotsNavigate: Story = {
  args: { ...Default.args },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(visibleSlide(canvas.getByRole('region'))).toHaveTextContent(
      'Free shipping nationwide',
    );
  },
};

export const NoLoopAtEnd: Story = {
  args: { ...Default.args, loop: false, initialIndex: 2, autoplay: false },
  play: async ({ canvasElement, args }) => {
    const carousel = within(canvasElement).getByRole('region');
    fireEvent.pointerDown(carousel, { clientX: 300, clientY: 50, pointerId: 1 });
    fireEvent.pointerMove(carousel, { clientX: 50, clientY: 50, pointerId: 1 });
    fireEvent.pointerUp(carousel, { clientX: 50, clientY: 50, pointerId: 1 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(visibleSlide(carousel)).toHaveTextContent('Free shipping nationwide');
  },
};

export const SingleSlideNoDots: Story = {
  args: { ...Default.args, slides: [slides[0]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Chinese: Story = {
  args: {
    ...Default.args,
    label: undefined,
    autoplay: false,
    slides: [
      <Banner key="a" $tone="brand">
        5G流量卡新品上市
      </Banner>,
      <Banner key="b" $tone="warning">
        本周积分翻倍
      </Banner>,
    ],
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '轮播图' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '切换到第 2 张' })).toBeVisible();
  },
};
