/** Pure date and countdown helpers shared by Countdown and the pages that show end times. */

const BACKEND_FORMAT =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,3}))?)?)?$/;

export interface ParseOptions {
  /**
   * Time zone of zone-less backend strings as minutes east of UTC (480 for China).
   * Without it they are read in the device's own zone, as the backend's browsers do.
   */
  utcOffsetMinutes?: number;
}

/**
 * Epoch milliseconds of a date: epoch numbers, Date objects, ISO strings with a zone, and the
 * backend's 'YYYY-MM-DD HH:mm:ss' (or with slashes), which iOS Safari cannot parse natively.
 * Returns NaN for anything else.
 */
export function parseDateTime(
  value: string | number | Date | null | undefined,
  options: ParseOptions = {},
): number {
  if (value === null || value === undefined || value === '') return NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  const text = value.trim();
  const match = BACKEND_FORMAT.exec(text);
  if (match) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = match;
    const parts = [
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h),
      Number(mi),
      Number(s),
      Number(ms.padEnd(3, '0')),
    ] as const;
    if (
      parts[1] > 11 ||
      parts[2] < 1 ||
      parts[2] > 31 ||
      parts[3] > 23 ||
      parts[4] > 59 ||
      parts[5] > 59
    )
      return NaN;
    if (options.utcOffsetMinutes !== undefined) {
      return Date.UTC(...parts) - options.utcOffsetMinutes * 60_000;
    }
    return new Date(...parts).getTime();
  }
  // ISO forms with an explicit zone (Z or +08:00) parse the same everywhere.
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const parsed = Date.parse(text);
    return Number.isFinite(parsed) ? parsed : NaN;
  }
  return NaN;
}

/** Milliseconds left until `endMs` at server time `nowMs + offsetMs`; never negative, NaN-safe. */
export function remainingMs(endMs: number, nowMs: number, offsetMs = 0): number {
  const left = endMs - (nowMs + offsetMs);
  return Number.isFinite(left) && left > 0 ? left : 0;
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits milliseconds into whole days, hours, minutes and seconds (rounded up to the second). */
export function splitDuration(ms: number): DurationParts {
  const total = Math.max(0, Math.ceil((Number.isFinite(ms) ? ms : 0) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** HH:MM:SS of the part below one day, e.g. '02:05:09'. */
export function formatClock(parts: DurationParts): string {
  return `${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`;
}

/**
 * 'HH:MM:SS', or '{days} HH:MM:SS' from one day on; `dayLabel` turns the day count into text
 * (translated by the caller, default '3d').
 */
export function formatCountdown(
  ms: number,
  dayLabel: (days: number) => string = (days) => `${days}d`,
): string {
  const parts = splitDuration(ms);
  const clock = formatClock(parts);
  return parts.days >= 1 ? `${dayLabel(parts.days)} ${clock}` : clock;
}
