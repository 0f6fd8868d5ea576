import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImagePreview } from '../../src/components/ui/ImagePreview';
import { storyClock } from '../storyClock';

/** A local picture so the story needs no network: a coloured card with a caption. */
const picture = (caption: string, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="${fill}"/><text x="300" y="215" font-size="48" text-anchor="middle" fill="#1f1f1f" font-family="sans-serif">${caption}</text></svg>`,
  )}`;

const images = [
  picture('ID card front', '#e6f6f2'),
  picture('ID card back', '#fff4e5'),
  picture('Holding ID', '#ebedf0'),
];

const meta = {
  title: 'UI kit/ImagePreview',
  component: ImagePreview,
  // react-docgen does not take a function that returns createPortal(...) for a component, so the
  // widget's JSDoc summary is repeated here for its Docs page.
  parameters: {
    docs: {
      description: {
        component:
          'Full-screen image viewer: swipe between images, pinch or buttons to zoom 1-4x, back closes it.',
      },
    },
  },
  args: { open: true, images, onClose: fn(), onChange: fn(), onLongPress: fn(), onError: fn() },
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const swipe = (el: HTMLElement, from: number, to: number) => {
  fireEvent.pointerDown(el, { pointerId: 1, clientX: from, clientY: 300, button: 0 });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: to, clientY: 300 });
  fireEvent.pointerUp(el, { pointerId: 1, clientX: to, clientY: 300 });
};

export const SingleModeWithDots: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Image preview' });
    await expect(within(dialog).getByRole('img', { name: 'Image 1 of 3' })).toBeVisible();
    await expect(body.getByTestId('preview-dots').children).toHaveLength(3);
    swipe(body.getByTestId('preview-stage'), 300, 100);
    await expect(args.onChange).toHaveBeenCalledWith(1);
    await expect(within(dialog).getByRole('img', { name: 'Image 2 of 3' })).toBeVisible();
    swipe(body.getByTestId('preview-stage'), 100, 300);
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

export const MultipleModeWithNumber: Story = {
  args: { ...SingleModeWithDots.args, mode: 'multiple', startIndex: 1 },
  play: async () => {
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByText('2 / 3')).toBeVisible();
    await expect(body.queryByTestId('preview-dots')).toBeNull();
    // Focus moves to its first control; the arrow keys page from anywhere inside.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('3 / 3')).toBeVisible();
  },
};

export const ZoomOneToFour: Story = {
  args: { ...SingleModeWithDots.args },
  play: async () => {
    const dialog = await body.findByRole('dialog');
    const img = within(dialog).getByRole('img');
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    await expect(zoomOut).toBeDisabled();
    for (let i = 0; i < 5; i += 1)
      if (!zoomIn.hasAttribute('disabled')) await userEvent.click(zoomIn);
    await expect(img).toHaveAttribute('data-scale', '4');
    await expect(zoomIn).toBeDisabled();
    // Pinching in further cannot go below 1.
    const stage = body.getByTestId('preview-stage');
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 300 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 300, clientY: 300 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 110, clientY: 300 });
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 110, clientY: 300 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 100, clientY: 300 });
    await expect(img).toHaveAttribute('data-scale', '1');
    // Pinching out stops at 4.
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 180, clientY: 300 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 200, clientY: 300 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 375, clientY: 300 });
    fireEvent.pointerUp(stage, { pointerId: 2 });
    fireEvent.pointerUp(stage, { pointerId: 1 });
    await expect(img).toHaveAttribute('data-scale', '4');
    await userEvent.dblClick(stage);
    await expect(img).toHaveAttribute('data-scale', '1');
  },
};

export const ClosesOnBack: Story = {
  args: { ...SingleModeWithDots.args },
  play: async ({ args }) => {
    await body.findByRole('dialog');
    await waitFor(() => expect(JSON.stringify(window.history.state)).toContain('__uiOverlays'));
    window.history.back();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

export const CloseButtonAndEscape: Story = {
  args: { ...SingleModeWithDots.args },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** The long press's timer, moved by the play function instead of waiting. */
const clock = storyClock();

export const LongPressToSave: Story = {
  args: { ...SingleModeWithDots.args },
  play: clock.during(async ({ args }) => {
    const stage = body.getByTestId('preview-stage');
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 150, clientY: 300, button: 0 });
    await clock.advance(349);
    await expect(args.onLongPress).not.toHaveBeenCalled();
    await clock.advance(1);
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 150, clientY: 300 });
    await expect(args.onLongPress).toHaveBeenCalledTimes(1);
    await expect(args.onLongPress).toHaveBeenCalledWith(images[0], 0);
    await expect(args.onChange).not.toHaveBeenCalled();
  }),
};

export const SaveButton: Story = {
  args: { ...SingleModeWithDots.args, onSave: fn() },
  play: async ({ args }) => {
    await userEvent.click(await body.findByRole('button', { name: 'Save image' }));
    await expect(args.onSave).toHaveBeenCalledWith(images[0], 0);
  },
};

export const LoadFailed: Story = {
  args: { ...SingleModeWithDots.args, images: ['data:image/png;base64,AAAA'] },
  play: async ({ args }) => {
    await expect(await body.findByRole('alert')).toHaveTextContent('Preview failed');
    await expect(args.onError).toHaveBeenCalledWith('data:image/png;base64,AAAA', 0);
  },
};

export const Chinese: Story = {
  args: { ...SingleModeWithDots.args, mode: 'multiple' },
  globals: { locale: 'zh-Hans' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: '图片预览' });
    await expect(within(dialog).getByRole('img', { name: '第 1 张，共 3 张' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeVisible();
  },
};
