/** The shop's currency: prices, balances and payments are in yuan. */
export const CURRENCY = 'CNY';

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(locale: string, symbol: boolean): Intl.NumberFormat {
  const key = `${locale}|${symbol}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // Amounts are written whole, as the operators' own apps write them (¥1280.00).
      useGrouping: false,
      ...(symbol ? { style: 'currency', currency: CURRENCY, currencyDisplay: 'narrowSymbol' } : {}),
    };
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    formats.set(key, format);
  }
  return format;
}

const finite = (value: unknown): number => {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : 0;
};

/**
 * An amount of money with the currency, as the locale writes it: '¥12.30', '-¥3.00'. Anything
 * that is not a number (a missing or broken field) reads as ¥0.00.
 */
export const formatMoney = (value: unknown, locale = 'en'): string =>
  formatFor(locale, true).format(finite(value));

/**
 * The figure of an amount alone, two decimals ('12.30'), for messages that place the currency
 * themselves ('Pay ¥{{amount}}'). Anything that is not a number reads as 0.00.
 */
export const formatAmount = (value: unknown, locale = 'en'): string =>
  formatFor(locale, false).format(finite(value));
