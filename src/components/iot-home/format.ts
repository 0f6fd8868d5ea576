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

/** Money with two decimals; anything not a number reads as 0.00. */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = Number(value);
  return (Number.isFinite(amount) ? amount : 0).toFixed(2);
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

/** Minimum contrast of normal text (WCAG AA). */
const READABLE = 4.5;

function parseHex(colour: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: number[]) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * A layout's background made readable under its text colour: when the pair falls short of 4.5:1,
 * the background is darkened (light text) or lightened (dark text) just enough, so the layout's
 * look stays while every line can be read. Colours that are not plain hex are left as they are.
 */
export function readableBackground(background: string, text: string): string {
  const bg = parseHex(background);
  const fg = parseHex(text);
  if (!bg || !fg || contrast(bg, fg) >= READABLE) return background;
  const target = luminance(fg) > 0.5 ? 0 : 255;
  for (let step = 1; step <= 20; step += 1) {
    const mixed = bg.map((v) => v + (target - v) * (step / 20)) as [number, number, number];
    const rounded = mixed.map(Math.round) as [number, number, number];
    if (contrast(rounded, fg) >= READABLE) return toHex(rounded);
  }
  return toHex([target, target, target]);
}

/** White text on a layout background too dark for the design's own dark text; else null. */
export function textForBackground(background: string): string | null {
  const bg = parseHex(background);
  return bg && contrast(bg, [51, 51, 51]) < READABLE ? '#ffffff' : null;
}
