import { describe, expect, it } from 'vitest';
import { greetingKey, greetingKeyAt } from '@/lib/greeting';

describe('greetingKey', () => {
  it.each([
    ['05:59', 5, 59, 'lateNight'],
    ['06:00', 6, 0, 'morning'],
    ['10:59', 10, 59, 'morning'],
    ['11:00', 11, 0, 'noon'],
    ['13:59', 13, 59, 'noon'],
    ['14:00', 14, 0, 'afternoon'],
    ['19:59', 19, 59, 'afternoon'],
    ['20:00', 20, 0, 'evening'],
    ['21:59', 21, 59, 'evening'],
    ['22:00', 22, 0, 'lateNight'],
    ['23:59', 23, 59, 'lateNight'],
    ['00:00', 0, 0, 'lateNight'],
  ] as const)('%s is %s', (_label, hour, minute, expected) => {
    expect(greetingKeyAt(new Date(2026, 10, 22, hour, minute))).toBe(expected);
    expect(greetingKey(hour)).toBe(expected);
  });
});
