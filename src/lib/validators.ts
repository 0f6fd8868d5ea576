/** A mainland mobile number: 11 digits starting with 1. */
export const MOBILE = /^1\d{10}$/;

/** Mobile number: 11 digits starting with 1. */
export function isMobile(value: string | null | undefined): boolean {
  return typeof value === 'string' && MOBILE.test(value);
}

/** A mainland identity card number, its check letter X in upper case. */
export const ID_CARD = /^[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:[0-2]\d|3[01])\d{3}[\dX]$/;

/**
 * Identity card number (docs/requirements.md section 5): 18 characters; a six-digit region not starting with 0;
 * a birth date with month 01-12 and day 00-31; three digits; then a digit or X (x is accepted
 * and read as X).
 */
export function isIdCard(value: string | null | undefined): boolean {
  return typeof value === 'string' && ID_CARD.test(value.trim().toUpperCase());
}

/**
 * Link test: an http:// or https:// address with a host, nothing else (no javascript:, data:,
 * protocol-relative or backslash tricks, no spaces or control characters).
 */
export function isLink(value: string | null | undefined): boolean {
  return (
    typeof value === 'string' &&
    // eslint-disable-next-line no-control-regex
    /^https?:\/\/[^\s\x00-\x1f\x7f/\\?#@]+(?:[/?#][^\s\x00-\x1f\x7f\\]*)?$/i.test(value.trim())
  );
}
