import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HomeSwiper } from '../../../src/components/iot/home/HomeSwiper';
import { carousels, demoImage, slideWithoutLink } from './fixtures';

const meta = {
  title: 'Card/Widgets/Home/HomeSwiper',
  component: HomeSwiper,
  args: { carousels, autoplay: false, resolveImage: demoImage, onSelect: fn() },
} satisfies Meta<typeof HomeSwiper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picture = canvasElement.querySelector('img')!;
    await waitFor(() => expect(picture.naturalWidth).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: carousels[0].title }));
    await expect(args.onSelect).toHaveBeenCalledWith(carousels[0], 0);
    // The dots come with the carousel's code, which loads after the first slide is drawn.
    await expect(await canvas.findByRole('button', { name: 'Go to slide 2' })).toBeVisible();
  },
};

/** Layout 2's one slide, which leads nowhere: a picture, not a button. */
export const SlideWithoutLink: Story = {
  args: { carousels: slideWithoutLink ? [slideWithoutLink] : [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = slideWithoutLink!.title;
    await expect(canvas.getByRole('img', { name: title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: title })).toBeNull();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { carousels: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Chinese: Story = {
  args: { carousels: [{ ...carousels[0], title: '' }] },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '第 1 个活动，共 1 个' }),
    ).toBeVisible();
  },
};
