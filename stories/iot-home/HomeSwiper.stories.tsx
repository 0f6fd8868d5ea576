import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HomeSwiper } from '../../src/components/iot-home/HomeSwiper';
import { carousels } from './fixtures';

const meta = {
  title: 'IoT home/HomeSwiper',
  component: HomeSwiper,
  args: { carousels, autoplay: false, onSelect: fn() },
} satisfies Meta<typeof HomeSwiper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Double data weekend' }));
    await expect(args.onSelect).toHaveBeenCalledWith(carousels[0], 0);
    // The dots come with the carousel's code, which loads after the first slide is drawn.
    await expect(await canvas.findByRole('button', { name: 'Go to slide 2' })).toBeVisible();
  },
};

export const SlideWithoutLink: Story = {
  args: { carousels: [carousels[2]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Flash sale at 20:00' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Flash sale at 20:00' })).toBeNull();
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
