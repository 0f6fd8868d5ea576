import { parseServerDate } from '@/lib/dateTime';

/** Flow figures of the backend are in MB; display picks MB, GB or TB with at most 2 decimals. */
export function formatFlow(mb: number | string | null | undefined): string {
  const value = Number(mb);
  const safe = Number.isFinite(value) && value > 0 ? value : 0;
  const units = ['MB', 'GB', 'TB'] as const;
  let amount = safe;
  let unit = 0;
  while (amount >= 1024 && unit < units.length - 1) {
    amount /= 1024;
    unit += 1;
  }
  const rounded = Math.round(amount * 100) / 100;
  return `${rounded} ${units[unit]}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `now` to `end`: 0 on the day itself, negative once past. */
export function calendarDaysUntil(end: Date, now: Date): number {
  const startOfNow = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const startOfEnd = new Date(end.getFullYear(), end.getMonth(), end.getDate()).getTime();
  return Math.round((startOfEnd - startOfNow) / DAY_MS);
}

/** Expiry state of a date: highlighted at 30 days or less, expired once the moment has passed. */
export type ExpiryState =
  | { kind: 'none' }
  | { kind: 'ok'; date: Date; days: number }
  | { kind: 'soon'; date: Date; days: number }
  | { kind: 'expired'; date: Date };

/** Days before expiry from which a card is highlighted (product note 8). */
export const EXPIRY_WARNING_DAYS = 30;

export function expiryState(
  value: string | number | Date | null | undefined,
  now: Date,
): ExpiryState {
  const date = parseServerDate(value);
  if (!date) return { kind: 'none' };
  if (date.getTime() <= now.getTime()) return { kind: 'expired', date };
  const days = calendarDaysUntil(date, now);
  return days <= EXPIRY_WARNING_DAYS ? { kind: 'soon', date, days } : { kind: 'ok', date, days };
}

/** Plain text of rich text already reduced, by its markup (the card home draws it often). */
const plainTexts = new Map<string, string>();
const PLAIN_TEXTS_KEPT = 50;

/**
 * Rich text reduced to plain text: the markup is parsed inertly (a template's content runs no
 * script and loads no picture) and only its text is kept. A template, not a parsed document of
 * its own: creating a document takes a phone tens of milliseconds the first time.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  const known = plainTexts.get(html);
  if (known !== undefined) return known;
  const template = document.createElement('template');
  template.innerHTML = html.replace(/<br\s*\/?>|<\/p>/gi, '$&\n');
  template.content
    .querySelectorAll('script, style, template, noscript')
    .forEach((node) => node.remove());
  const text = (template.content.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
  if (plainTexts.size >= PLAIN_TEXTS_KEPT) plainTexts.clear();
  plainTexts.set(html, text);
  return text;
}
