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

  it('writes every amount as Intl writes it in the shop’s languages', () => {
    const amounts = [0, -0, 0.004, 0.005, -0.001, 1.005, 2.675, 8.345, 99.995, 1e-7, -1e-7];
    amounts.push(123456789.125, 1e20, 1e21, -2.5e22, Number.MAX_SAFE_INTEGER / 100);
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      const scale = 10 ** Math.floor(random() * 8);
      const value = (random() - 0.3) * scale;
      amounts.push(value, Math.round(value * 1000) / 1000, Math.round(value * 100) / 100);
    }
    for (const locale of ['en', 'zh-Hans', 'zh-Hant']) {
      const options = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false };
      const money = new Intl.NumberFormat(locale, {
        ...options,
        style: 'currency',
        currency: 'CNY',
        currencyDisplay: 'narrowSymbol',
      });
      const figure = new Intl.NumberFormat(locale, options);
      for (const amount of amounts) {
        expect(formatMoney(amount, locale), String(amount)).toBe(money.format(amount));
        expect(formatAmount(amount, locale), String(amount)).toBe(figure.format(amount));
      }
    }
  });

  it('survives a locale the engine does not know', () => {
    expect(formatMoney(1, 'xx-invalid-tag-@@')).toBe('¥1.00');
  });
});
