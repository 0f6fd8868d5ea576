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

/**
 * The shop's own languages write an amount the same way: '-', then '¥', then the figure with a
 * point and two decimals ('-¥3.00'). It is written here for them, as Intl writes it (tests/unit/
 * lib/money.test.ts compares the two), because making a first Intl.NumberFormat loads the
 * engine's locale data: about 55 ms on a mid-range phone, in the middle of a page's first render.
 * Other languages, and figures too large to write in full, go to Intl.
 */
const PLAIN_LOCALES: ReadonlySet<string> = new Set(['en', 'zh-Hans', 'zh-Hant']);

/** `amount` (finite) with two decimals, rounded half away from zero from its shortest digits. */
function plainFigure(amount: number): string | null {
  const text = String(Math.abs(amount));
  if (text.includes('e')) return Math.abs(amount) < 1 ? '0.00' : null;
  const [whole = '0', fraction = ''] = text.split('.');
  const cents =
    BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function format(value: unknown, locale: string, symbol: boolean): string {
  const amount = finite(value);
  const figure = PLAIN_LOCALES.has(locale) ? plainFigure(amount) : null;
  if (figure === null) return formatFor(locale, symbol).format(amount);
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}${symbol ? '¥' : ''}${figure}`;
}

const finite = (value: unknown): number => {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : 0;
};

/**
 * An amount of money with the currency, as the locale writes it: '¥12.30', '-¥3.00'. Anything
 * that is not a number (a missing or broken field) reads as ¥0.00.
 */
export const formatMoney = (value: unknown, locale = 'en'): string => format(value, locale, true);

/**
 * The figure of an amount alone, two decimals ('12.30'), for messages that place the currency
 * themselves ('Pay ¥{{amount}}'). Anything that is not a number reads as 0.00.
 */
export const formatAmount = (value: unknown, locale = 'en'): string => format(value, locale, false);
