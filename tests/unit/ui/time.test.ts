import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCountdown,
  parseDateTime,
  remainingMs,
  splitDuration,
} from '@/components/ui/time';

describe('parseDateTime', () => {
  it('reads the backend format in the given zone', () => {
    expect(parseDateTime('2026-11-22 12:30:05', { utcOffsetMinutes: 480 })).toBe(
      Date.UTC(2026, 10, 22, 4, 30, 5),
    );
    expect(parseDateTime('2026/11/22 12:30:05', { utcOffsetMinutes: 0 })).toBe(
      Date.UTC(2026, 10, 22, 12, 30, 5),
    );
  });

  it('reads the backend format in the device zone by default', () => {
    expect(parseDateTime('2026-01-02 03:04:05')).toBe(new Date(2026, 0, 2, 3, 4, 5).getTime());
    expect(parseDateTime('2026-01-02')).toBe(new Date(2026, 0, 2).getTime());
    expect(parseDateTime('2026-01-02T03:04')).toBe(new Date(2026, 0, 2, 3, 4).getTime());
  });

  it('reads ISO strings with a zone, numbers and dates', () => {
    expect(parseDateTime('2026-11-22T04:30:05Z')).toBe(Date.UTC(2026, 10, 22, 4, 30, 5));
    expect(parseDateTime('2026-11-22T12:30:05+08:00')).toBe(Date.UTC(2026, 10, 22, 4, 30, 5));
    expect(parseDateTime(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(parseDateTime(new Date(5))).toBe(5);
  });

  it('returns NaN for empty or invalid input', () => {
    for (const bad of ['', null, undefined, 'soon', '2026-13-01 00:00:00', '2026-01-01 25:00:00']) {
      expect(parseDateTime(bad)).toBeNaN();
    }
    expect(parseDateTime(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe('remainingMs', () => {
  it('uses server time = device time + offset', () => {
    expect(remainingMs(10_000, 4_000, 1_000)).toBe(5_000);
    expect(remainingMs(10_000, 4_000, -1_000)).toBe(7_000);
  });

  it('never goes negative and survives NaN', () => {
    expect(remainingMs(1_000, 5_000)).toBe(0);
    expect(remainingMs(Number.NaN, 5_000)).toBe(0);
  });
});

describe('splitDuration and formatting', () => {
  it('splits and rounds up to the whole second', () => {
    expect(splitDuration(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitDuration(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('formats HH:MM:SS below a day and adds days from one day on', () => {
    expect(formatClock({ days: 0, hours: 2, minutes: 5, seconds: 9 })).toBe('02:05:09');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(86_399_000)).toBe('23:59:59');
    expect(formatCountdown(86_400_000)).toBe('1d 00:00:00');
    expect(formatCountdown(3 * 86_400_000 + 61_000, (d) => `${d}天`)).toBe('3天 00:01:01');
  });
});
