import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from '@/lib/money';

describe('money', () => {
  it('writes yuan with two decimals and the currency, in every locale of the shop', () => {
    for (const locale of ['en', 'zh-Hans', 'zh-Hant']) {
      expect(formatMoney(12.3, locale)).toBe('¥12.30');
      expect(formatMoney(-3, locale)).toBe('-¥3.00');
      expect(formatMoney(1280, locale)).toBe('¥1280.00');
      expect(formatAmount(0.005, locale)).toBe('0.01');
    }
  });

  it('reads numeric text, and anything else as zero', () => {
    expect(formatAmount('36.5')).toBe('36.50');
    expect(formatAmount(undefined)).toBe('0.00');
    expect(formatAmount('abc')).toBe('0.00');
    expect(formatMoney(Number.NaN)).toBe('¥0.00');
    expect(formatMoney(null)).toBe('¥0.00');
  });

  it('survives a locale the engine does not know', () => {
    expect(formatMoney(1, 'xx-invalid-tag-@@')).toBe('¥1.00');
  });
});
