import { describe, expect, it } from 'vitest';
import { i18next } from '@/i18n';
import { durationParts, formatDuration } from '@/lib/duration';

// i18next's typed `t` is stricter than the small signature formatDuration needs.
const t = i18next.t.bind(i18next) as unknown as Parameters<typeof formatDuration>[0];

describe('duration units', () => {
  it('maps 1 day, 2 month, 3 year', () => {
    expect(durationParts(1, 1)).toEqual({ key: 'lib.duration.day', count: 1 });
    expect(durationParts(6, 2)).toEqual({ key: 'lib.duration.month', count: 6 });
    expect(durationParts(2, 3)).toEqual({ key: 'lib.duration.year', count: 2 });
  });
  it('reads 20 years or more as lifetime, 19 as years', () => {
    expect(durationParts(19, 3)).toEqual({ key: 'lib.duration.year', count: 19 });
    expect(durationParts(20, 3)).toEqual({ key: 'lib.duration.lifetime' });
    expect(durationParts(99, 3)).toEqual({ key: 'lib.duration.lifetime' });
  });
  it('20 days or months are not lifetime', () => {
    expect(durationParts(20, 1).key).toBe('lib.duration.day');
    expect(durationParts(20, 2).key).toBe('lib.duration.month');
  });
  it('formats with plurals and translation', async () => {
    expect(formatDuration(t, 1, 1)).toBe('1 day');
    expect(formatDuration(t, 30, 1)).toBe('30 days');
    expect(formatDuration(t, 12, 2)).toBe('12 months');
    expect(formatDuration(t, 25, 3)).toBe('Lifetime');
    await i18next.changeLanguage('zh-Hans');
    expect(formatDuration(t, 3, 2)).toBe('3个月');
    expect(formatDuration(t, 20, 3)).toBe('终身');
    await i18next.changeLanguage('en');
  });
  it('treats negative, NaN and unknown units safely', () => {
    expect(durationParts(-1, 1)).toEqual({ key: 'lib.duration.day', count: 0 });
    expect(durationParts(NaN, 2)).toEqual({ key: 'lib.duration.month', count: 0 });
    expect(durationParts(5, 9)).toEqual({ key: 'lib.duration.day', count: 5 });
  });
});
