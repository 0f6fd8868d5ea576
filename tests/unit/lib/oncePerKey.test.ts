import { describe, expect, it, vi } from 'vitest';
import { oncePerKey } from '@/lib/oncePerKey';

describe('oncePerKey', () => {
  it('works out each key once and answers the same value after', () => {
    const make = vi.fn((amount: number) => `min. ¥${amount}/month`);
    const text = oncePerKey(make);
    expect([29, 19, 29, 29, 19].map(text)).toEqual([
      'min. ¥29/month',
      'min. ¥19/month',
      'min. ¥29/month',
      'min. ¥29/month',
      'min. ¥19/month',
    ]);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps an undefined or empty result as well', () => {
    const make = vi.fn((key: string) => (key === 'none' ? undefined : ''));
    const value = oncePerKey(make);
    expect(value('none')).toBeUndefined();
    expect(value('none')).toBeUndefined();
    expect(value('empty')).toBe('');
    expect(value('empty')).toBe('');
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps apart the results of two instances', () => {
    const english = oncePerKey((key: string) => `en:${key}`);
    const chinese = oncePerKey((key: string) => `zh:${key}`);
    expect(english('1')).toBe('en:1');
    expect(chinese('1')).toBe('zh:1');
  });
});
