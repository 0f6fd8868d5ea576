import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Thumb } from '../../src/components/ui/Thumb';
import { picture } from '../iotServices/points/fixtures';

const meta = {
  title: 'UI kit/Thumb',
  component: Thumb,
  args: { src: picture('#8ecae6') },
} satisfies Meta<typeof Thumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product picture in its square box (5rem by default). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).not.toBeNull();
    await waitFor(() => expect(image?.complete).toBe(true));
    const box = canvasElement.querySelector('span')!.getBoundingClientRect();
    await expect(box.width).toBeCloseTo(box.height, 0);
  },
};

/** No picture configured: a plain box of the same size, nothing broken on screen. */
export const Missing: Story = {
  args: { src: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(
      canvasElement.querySelector('span')!.getBoundingClientRect().width,
    ).toBeGreaterThan(0);
  },
};

/** A picture that fails to load falls back to the plain box instead of a broken-image icon. */
export const Broken: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};

/**
 * A picture that failed, then given a new address (the configured domain came late): the new
 * address is drawn, the failure of the old one is not held against it.
 */
export const NewAddressAfterFailure: Story = {
  render: function NewAddress(args) {
    const [src, setSrc] = useState('data:image/png;base64,broken');
    return (
      <>
        <Thumb {...args} src={src} />
        <button type="button" onClick={() => setSrc(args.src)}>
          New address
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New address' }));
    await waitFor(() => expect(canvasElement.querySelector('img')?.complete).toBe(true));
    await expect(canvasElement.querySelector('img')?.naturalWidth).toBeGreaterThan(0);
  },
};

/** A small size, as in order lines. */
export const Small: Story = {
  args: { size: '3rem' },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('span')!.getBoundingClientRect();
    await expect(box.width).toBeLessThan(60);
  },
};

/** Stretched to its column, square, as in the goods grid. */
export const Fluid: Story = {
  args: { fluid: true },
  render: (args) => (
    <div style={{ width: 160 }}>
      <Thumb {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('span')!.getBoundingClientRect();
    await expect(box.width).toBe(160);
    await expect(box.height).toBeCloseTo(160, 0);
  },
};
