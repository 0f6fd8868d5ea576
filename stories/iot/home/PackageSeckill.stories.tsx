import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PackageItem } from '../../../src/domain/iot';
import { PackageSeckill } from '../../../src/components/iot/home/PackageSeckill';
import { STORY_NOW } from './fixtures';

const NOW = STORY_NOW.getTime();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, '0');
/** The backend's 'YYYY-MM-DD HH:mm:ss' in local time. */
const at = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

const base: PackageItem = {
  id: 1,
  name: 'Monthly 30 GB flash deal',
  price: 9.9,
  originalPrice: 29,
  flow: 30720,
  duration: 1,
  durationUnit: 2,
  desc: 'Starts now',
  tags: [],
  seckill: true,
  seckillStartAt: at(NOW - HOUR),
  seckillEndAt: at(NOW + 2 * HOUR + 30 * MINUTE + 5000),
  seckillStock: 120,
  recommend: false,
  renewable: false,
  effectModes: [1],
};

const upcoming: PackageItem = {
  ...base,
  id: 2,
  name: 'Yearly unlimited',
  flow: -1,
  duration: 1,
  durationUnit: 3,
  price: 199,
  originalPrice: 360,
  desc: '',
  seckillStartAt: at(NOW + 45 * MINUTE),
  seckillEndAt: at(NOW + 3 * HOUR),
};
const ended: PackageItem = {
  ...base,
  id: 3,
  name: 'Weekend 10 GB',
  flow: 10240,
  duration: 2,
  durationUnit: 1,
  seckillStartAt: at(NOW - DAY),
  seckillEndAt: at(NOW - MINUTE),
};
const soldOut: PackageItem = {
  ...base,
  id: 4,
  name: 'Half-price 100 GB',
  flow: 102400,
  seckillStock: 0,
};

const meta = {
  title: 'Card/Widgets/Home/PackageSeckill',
  component: PackageSeckill,
  args: {
    packages: [base, upcoming, ended, soldOut],
    now: () => NOW,
    serverOffsetMs: 0,
    onBuy: fn(),
    onWindowChange: fn(),
  },
} satisfies Meta<typeof PackageSeckill>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('heading', { name }).closest('li') as HTMLElement);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const open = card(canvasElement, 'Monthly 30 GB flash deal');
    await expect(open.getByRole('timer')).toHaveTextContent('02:30:05');
    await expect(open.getByText(/30 GB · 1 month/)).toBeVisible();
    // The button names its package, so a screen reader can tell the cards apart.
    await userEvent.click(open.getByRole('button', { name: 'Buy now Monthly 30 GB flash deal' }));
    await expect(args.onBuy).toHaveBeenCalledWith(base);

    const later = card(canvasElement, 'Yearly unlimited');
    await expect(later.getByRole('timer', { name: /Starts in 00:45:00/ })).toBeVisible();
    await expect(later.getByRole('button', { name: 'Closed Yearly unlimited' })).toBeDisabled();
    await expect(card(canvasElement, 'Weekend 10 GB').getByText(/Ended/)).toBeVisible();
    await expect(
      card(canvasElement, 'Weekend 10 GB').getByRole('button', { name: 'Closed Weekend 10 GB' }),
    ).toBeDisabled();
    await expect(
      card(canvasElement, 'Half-price 100 GB').getByRole('button', {
        name: 'Sold out Half-price 100 GB',
      }),
    ).toBeDisabled();
  },
};

export const ServerTimeOffset: Story = {
  // The phone clock is a day behind; the server offset puts the countdown right again.
  args: { packages: [base], now: () => NOW - DAY, serverOffsetMs: DAY },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('02:30:05');
    await expect(within(canvasElement).getByRole('button', { name: /^Buy now / })).toBeEnabled();
  },
};

export const MultiDayWindow: Story = {
  args: { packages: [{ ...base, seckillEndAt: at(NOW + 3 * DAY + 4 * HOUR) }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('3d 04:00:00');
  },
};

/** A clock that starts at `start` when first read and then runs with real time. */
function runningClock(start: number) {
  let origin: number | null = null;
  return () => {
    origin ??= Date.now();
    return start + (Date.now() - origin);
  };
}

export const CountdownReachesZero: Story = {
  args: { packages: [{ ...base, seckillEndAt: at(NOW + 2000) }] },
  // A fresh clock per render, starting two seconds before the window ends.
  render: function Running(args) {
    const [clock] = useState(() => runningClock(NOW));
    return <PackageSeckill {...args} now={clock} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onWindowChange).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await expect(args.onWindowChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1 }),
      'ended',
    );
    await expect(canvas.getByText(/Ended/)).toHaveTextContent('Ended 00:00:00');
    await expect(canvas.getByRole('button', { name: /^Closed / })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { packages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const LongName: Story = {
  args: {
    packages: [
      {
        ...base,
        name: 'Enterprise fleet tracker data bundle with roaming in 30 countries',
        desc: 'Auto-renews monthly unless cancelled before the end of the period',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};

export const Chinese: Story = {
  args: {
    packages: [
      { ...base, name: '包月 30GB 秒杀' },
      { ...upcoming, name: '包年不限量' },
    ],
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '限时秒杀' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^立即抢购 / })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '未开放 包年不限量' })).toBeDisabled();
  },
};
