import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  formatClock,
  formatCountdown,
  formatDate,
  formatDateTime,
  parseServerDate,
  remainingMs,
  serverTimeMs,
  splitCountdown,
} from '@/lib/dateTime';

describe('dates', () => {
  it("reads the backend's local 'YYYY-MM-DD HH:mm:ss', slashes and ISO strings", () => {
    expect(parseServerDate('2026-12-01 08:30:05')).toEqual(new Date(2026, 11, 1, 8, 30, 5));
    expect(parseServerDate('2026/1/2')).toEqual(new Date(2026, 0, 2));
    expect(parseServerDate('2026-12-01T08:30:00.000Z')?.toISOString()).toBe(
      '2026-12-01T08:30:00.000Z',
    );
    expect(parseServerDate(0)).toEqual(new Date(0));
  });

  it('reads by itself the forms Safari refuses, so every engine gets the same instant', () => {
    // Each is a form Chromium's Date reads and WebKit's gives NaN for. Here the engine reads no
    // text at all, as the strictest would: the instants must still come out.
    const RealDate = Date;
    class NoTextDate extends RealDate {
      constructor(...args: unknown[]) {
        if (typeof args[0] === 'string') super(Number.NaN);
        else super(...(args as [number]));
      }
    }
    vi.stubGlobal('Date', NoTextDate);
    onTestFinished(() => void vi.unstubAllGlobals());
    const instant = '2026-11-22T02:00:00.000Z';
    for (const value of [
      '2026-11-22 10:00:00+08:00',
      '2026-11-22T10:00:00+0800',
      '2026-11-22T10:00:00.000000+08:00',
      '2026-11-22 02:00:00Z',
      '2026-11-21T21:00:00-05:00',
    ]) {
      expect(parseServerDate(value)?.toISOString(), value).toBe(instant);
    }
    expect(parseServerDate('2026-11-22T10:00:00.5+08:00')?.toISOString()).toBe(
      '2026-11-22T02:00:00.500Z',
    );
    // Without an offset the time is the device's own.
    expect(parseServerDate('2026-11-22T10:00:00')).toEqual(new Date(2026, 10, 22, 10, 0, 0));
  });

  it('gives null for what it cannot read, and for months, days and times that do not exist', () => {
    for (const value of [
      null,
      undefined,
      '',
      'soon',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      new Date('x'),
      '2026-13-01 00:00:00',
      '2026-00-10',
      '2026-01-32',
      '2026-01-01 25:00:00',
      '2026-01-01 10:60:00',
    ]) {
      expect(parseServerDate(value), String(value)).toBeNull();
      expect(serverTimeMs(value), String(value)).toBeNaN();
    }
  });

  it('reads a zone-less time in the zone it is told, an explicit zone always wins', () => {
    expect(serverTimeMs('2026-11-22 12:30:05', { utcOffsetMinutes: 480 })).toBe(
      Date.UTC(2026, 10, 22, 4, 30, 5),
    );
    expect(serverTimeMs('2026/11/22 12:30:05', { utcOffsetMinutes: 0 })).toBe(
      Date.UTC(2026, 10, 22, 12, 30, 5),
    );
    expect(serverTimeMs('2026-11-22T12:30:05Z', { utcOffsetMinutes: 480 })).toBe(
      Date.UTC(2026, 10, 22, 12, 30, 5),
    );
    expect(serverTimeMs('2026-01-02 03:04:05')).toBe(new Date(2026, 0, 2, 3, 4, 5).getTime());
    expect(serverTimeMs('2026-01-02T03:04')).toBe(new Date(2026, 0, 2, 3, 4).getTime());
    expect(serverTimeMs('2026-11-22T12:30:05+08:00')).toBe(Date.UTC(2026, 10, 22, 4, 30, 5));
    expect(serverTimeMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(serverTimeMs(new Date(5))).toBe(5);
  });

  it("formats as 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm', '' when unreadable", () => {
    const date = new Date(2026, 0, 5, 7, 4);
    expect(formatDate(date)).toBe('2026-01-05');
    expect(formatDateTime(date)).toBe('2026-01-05 07:04');
    expect(formatDateTime('2026-12-01 18:30:59')).toBe('2026-12-01 18:30');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('countdowns', () => {
  it('count on server time = device time + offset, never below zero, NaN-safe', () => {
    expect(remainingMs(10_000, 4_000, 1_000)).toBe(5_000);
    expect(remainingMs(10_000, 4_000, -1_000)).toBe(7_000);
    expect(remainingMs(1_000, 5_000)).toBe(0);
    expect(remainingMs(Number.NaN, 5_000)).toBe(0);
  });

  it('split and round up to the whole second', () => {
    expect(splitCountdown(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitCountdown(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(splitCountdown(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('show HH:MM:SS below a day and the days from one day on', () => {
    expect(formatClock({ days: 0, hours: 2, minutes: 5, seconds: 9 })).toBe('02:05:09');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(86_399_000)).toBe('23:59:59');
    expect(formatCountdown(86_400_000)).toBe('1d 00:00:00');
    expect(formatCountdown(3 * 86_400_000 + 61_000, (days) => `${days}天`)).toBe('3天 00:01:01');
  });
});
