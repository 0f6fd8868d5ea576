import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { LazySwiper } from '../../src/components/ui/LazySwiper';

const Card = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 9rem;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.brandSoft};
`;

const slides = [
  <Card key="a">New 5G data cards</Card>,
  <Card key="b">Double points this week</Card>,
  <Card key="c">Free shipping nationwide</Card>,
];

/**
 * The carousel as the first load draws it: the first slide stands in the carousel's own frame,
 * and the carousel (ui/Swiper) takes over with its dots once its code has arrived.
 */
const meta = {
  title: 'UI kit/LazySwiper',
  component: LazySwiper,
  args: { slides, label: 'Promotions', autoplay: false },
} satisfies Meta<typeof LazySwiper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several slides: the carousel takes over, with the first slide still on screen. */
export const TakesOver: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toBeVisible();
    const firstDot = await canvas.findByRole('button', { name: 'Go to slide 1' });
    await expect(firstDot).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('group', { name: 'Slide 1 of 3' })).toHaveTextContent(
      'New 5G data cards',
    );
  },
};

/** A single slide never needs the carousel's code: it stands still, with no dots. */
export const OneSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Slide 1 of 1' })).toHaveTextContent(
      'New 5G data cards',
    );
    await expect(canvas.queryByRole('button', { name: /Go to slide/ })).toBeNull();
  },
};

/** Without slides it draws nothing. */
export const NoSlides: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Chinese: Story = {
  args: { label: '精选活动' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '切换到第 2 张' })).toBeVisible();
  },
};
