import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatDate, formatDateTime, parseServerDate } from '@/lib/dateTime';

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

  it('gives null for what it cannot read', () => {
    for (const value of [null, undefined, '', 'soon', Number.NaN, new Date('x')]) {
      expect(parseServerDate(value)).toBeNull();
    }
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
