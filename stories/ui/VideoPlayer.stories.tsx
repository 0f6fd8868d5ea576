import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VideoPlayer, VIDEO_RATES } from '../../src/components/ui/VideoPlayer';
import { storyClock } from '../storyClock';

const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#e6f6f2"/><text x="320" y="190" font-size="36" text-anchor="middle" fill="#1f1f1f" font-family="sans-serif">How to recharge by machine code</text></svg>',
)}`;

const meta = {
  title: 'UI kit/VideoPlayer',
  component: VideoPlayer,
  // No media file in the test environment: an empty source keeps the frame deterministic.
  args: { src: '', title: 'Machine-code recharge tutorial', poster, onError: fn(), onEnded: fn() },
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const video = (root: HTMLElement) => root.querySelector('video') as HTMLVideoElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(video(canvasElement)).toHaveAccessibleName('Machine-code recharge tutorial');
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Playback position' })).toBeVisible();
    const rate = canvas.getByRole('combobox', { name: 'Playback speed' });
    await expect(
      Array.from((rate as HTMLSelectElement).options).map((o) => Number(o.value)),
    ).toEqual([...VIDEO_RATES]);
    await expect(rate).toHaveValue('1');
  },
};

export const ChangeSpeed: Story = {
  args: { ...Default.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Playback speed' }), '1.5');
    await expect(video(canvasElement).playbackRate).toBe(1.5);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Playback speed' }), '0.5');
    await expect(video(canvasElement).playbackRate).toBe(0.5);
  },
};

const clock = storyClock();

export const ControlsHideAfterThreeSeconds: Story = {
  args: { ...Default.args },
  play: clock.during(async ({ canvasElement }) => {
    const controls = within(canvasElement).getByTestId('video-controls');
    // Playback state comes from the media element's own events.
    video(canvasElement).dispatchEvent(new Event('play'));
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Pause' }),
    ).toBeInTheDocument();
    await clock.advance(2999);
    await expect(controls).toHaveAttribute('data-visible', 'true');
    await clock.advance(1);
    await expect(controls).toHaveAttribute('data-visible', 'false');
    // A tap brings them back; pausing keeps them.
    video(canvasElement).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitFor(() => expect(controls).toHaveAttribute('data-visible', 'true'));
    video(canvasElement).dispatchEvent(new Event('pause'));
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Play' }),
    ).toBeInTheDocument();
    await clock.advance(60_000);
    await expect(controls).toHaveAttribute('data-visible', 'true');
  }),
};

export const Mute: Story = {
  args: { ...Default.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(video(canvasElement).muted).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  args: { ...Default.args, src: 'data:video/mp4;base64,AAAA' },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The video could not be played',
    );
    await expect(args.onError).toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  args: { ...Default.args },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '播放' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '播放速度' })).toHaveDisplayValue('1倍');
  },
};
