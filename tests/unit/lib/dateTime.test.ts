import { describe, expect, it } from 'vitest';
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
