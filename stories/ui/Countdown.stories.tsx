import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Countdown } from '../../src/components/ui/Countdown';
import { storyClock } from '../storyClock';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Badge = styled.span`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The widget's timers, which the play function fires. */
const timers = storyClock();

/** A device clock the play function can move (set back, like a phone's owner can). */
function manualClock(start: number) {
  const clock = { time: start, now: () => clock.time };
  return clock;
}

const START = Date.UTC(2026, 10, 22, 4, 0, 0);
const clocks = {
  default: manualClock(START),
  finish: manualClock(START),
  zero: manualClock(START),
};

const meta = {
  title: 'UI kit/Countdown',
  beforeEach: () => {
    clocks.default.time = START;
  },
  component: Countdown,
  decorators: [(Story) => <Frame>{Story()}</Frame>],
  args: {
    endTime: START + (3600 + 2 * 60 + 3) * 1000,
    now: clocks.default.now,
    onFinish: fn(),
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: timers.beforeEach,
  play: timers.during(async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('01:02:03');
    await expect(timer).toHaveAccessibleName('Time remaining 01:02:03');
    // The display follows the device clock at the next tick, at most a second later.
    clocks.default.time = START + 3000;
    await timers.advance(1000);
    await expect(timer).toHaveTextContent('01:02:00');
    clocks.default.time = START;
    await timers.advance(1000);
    await expect(timer).toHaveTextContent('01:02:03');
    await expect(args.onFinish).not.toHaveBeenCalled();
  }),
};

export const WithDays: Story = {
  args: { ...Default.args, endTime: START + (2 * 86400 + 3 * 3600) * 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('2d 03:00:00');
  },
};

export const ServerAheadOfPhone: Story = {
  // The phone clock is 10 minutes slow: the server says only 50 minutes are left.
  args: { ...Default.args, endTime: START + 3600_000, serverOffsetMs: 600_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:50:00');
  },
};

export const BackendDateFormat: Story = {
  args: { ...Default.args, endTime: '2026-11-22 13:30:00', utcOffsetMinutes: 480 },
  play: async ({ canvasElement }) => {
    // 13:30 in China is 05:30 UTC: 1 h 30 min after START.
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('01:30:00');
  },
};

export const ReachesZero: Story = {
  args: { ...Default.args, endTime: START + 2000, now: clocks.finish.now },
  beforeEach: (context) => {
    clocks.finish.time = START;
    return timers.beforeEach(context);
  },
  play: timers.during(async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('00:00:02');
    clocks.finish.time = START + 1000;
    await timers.advance(1000);
    await expect(timer).toHaveTextContent('00:00:01');
    await expect(args.onFinish).not.toHaveBeenCalled();
    clocks.finish.time = START + 2500;
    await timers.advance(1000);
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(timer).toHaveTextContent('00:00:00');
    // Once: nothing ticks any more.
    await timers.advance(60_000);
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
  }),
};

export const AlreadyOver: Story = {
  args: { ...Default.args, endTime: START - 5000, now: clocks.zero.now },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00:00');
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
  },
};

export const SeckillBadge: Story = {
  args: {
    ...Default.args,
    children: ({ hours, minutes, seconds }) => (
      <Badge>
        Ends in {hours}h {minutes}m {seconds}s
      </Badge>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ends in 1h 2m 3s')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { ...WithDays.args },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('2天 03:00:00');
    await expect(timer).toHaveAccessibleName('剩余时间 2天 03:00:00');
  },
};
