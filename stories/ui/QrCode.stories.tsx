import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import styled from 'styled-components';
import { QrCode } from '../../src/components/ui/QrCode';
import { storyClock } from '../storyClock';

const Frame = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

const meta = {
  title: 'UI kit/QrCode',
  component: QrCode,
  decorators: [(Story) => <Frame>{Story()}</Frame>],
  args: { value: 'https://shop.example.com/shop/#/?promoCode=A1001', label: 'Shop QR code' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The long press's timer, moved by the play function instead of waiting. */
const clock = storyClock();

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Shop QR code' });
    await expect(Number(img.getAttribute('data-modules'))).toBeGreaterThanOrEqual(21);
    await expect(img.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
  },
};

export const ChineseTextHighCorrection: Story = {
  args: {
    ...Default.args,
    value: 'WIFI:T:WPA;S:我的设备5G;P:12345678;;',
    level: 'H',
    size: '15rem',
    label: undefined,
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: '二维码' });
    // Level H on 40 bytes needs a larger symbol than level M on a short link.
    await expect(Number(img.getAttribute('data-modules'))).toBeGreaterThanOrEqual(29);
  },
};

export const LongPressToSave: Story = {
  args: { ...Default.args, onLongPress: fn() },
  play: clock.during(async ({ canvasElement, args }) => {
    const img = within(canvasElement).getByRole('img');
    // A tap is not a long press.
    fireEvent.pointerDown(img, { clientX: 10, clientY: 10, pointerId: 1, button: 0 });
    await clock.advance(200);
    fireEvent.pointerUp(img, { pointerId: 1 });
    await clock.advance(250);
    await expect(args.onLongPress).not.toHaveBeenCalled();
    // Moving more than 10 px (a scroll) cancels it.
    fireEvent.pointerDown(img, { clientX: 10, clientY: 10, pointerId: 1, button: 0 });
    fireEvent.pointerMove(img, { clientX: 10, clientY: 25, pointerId: 1 });
    await clock.advance(450);
    await expect(args.onLongPress).not.toHaveBeenCalled();
    fireEvent.pointerUp(img, { pointerId: 1 });
    // Holding still (within 10 px) for 350 ms fires once.
    fireEvent.pointerDown(img, { clientX: 10, clientY: 10, pointerId: 1, button: 0 });
    fireEvent.pointerMove(img, { clientX: 16, clientY: 16, pointerId: 1 });
    await clock.advance(349);
    await expect(args.onLongPress).not.toHaveBeenCalled();
    await clock.advance(1);
    await expect(args.onLongPress).toHaveBeenCalledTimes(1);
    await clock.advance(1000);
    await expect(args.onLongPress).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(img, { pointerId: 1 });
  }),
};
