/** How to read a server time that names no zone. */
export interface ServerDateOptions {
  /**
   * The zone of a zone-less time as minutes east of UTC (480 for China). Without it the time is
   * the device's own, as ISO 8601 says and as the backend's own browsers read it.
   */
  utcOffsetMinutes?: number;
}

const SERVER_DATE =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * Reads the backend's 'YYYY-MM-DD HH:mm:ss' (or with slashes), ISO strings, epoch milliseconds
 * and Dates; null when it cannot. The one reader of server times in the app.
 */
export function parseServerDate(
  value: string | number | Date | null | undefined,
  options: ServerDateOptions = {},
): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const trimmed = value.trim();
  // Read by hand rather than by the engine: Safari refuses '2026-11-22 10:00:00', a space before
  // an offset, an offset without its colon and more than three fraction digits, all of which
  // Chromium reads.
  const match = SERVER_DATE.exec(trimmed);
  if (match) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match;
    const parts = [
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h),
      Number(mi),
      Number(s),
      Number(fraction.slice(0, 3).padEnd(3, '0')),
    ] as const;
    const [, month, day, hours, minutes, seconds] = parts;
    if (
      month < 0 ||
      month > 11 ||
      day < 1 ||
      day > 31 ||
      hours > 23 ||
      minutes > 59 ||
      seconds > 59
    ) {
      return null;
    }
    const offset = zone ? zoneMinutes(zone) : options.utcOffsetMinutes;
    if (offset === undefined) return new Date(...parts);
    return new Date(Date.UTC(...parts) - offset * 60_000);
  }
  const parsed = new Date(trimmed);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** Minutes east of UTC of 'Z', '+08:00' or '-0500'. */
function zoneMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  return (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
}

/** Epoch milliseconds of a server time (see parseServerDate); NaN when it cannot be read. */
export function serverTimeMs(
  value: string | number | Date | null | undefined,
  options?: ServerDateOptions,
): number {
  return parseServerDate(value, options)?.getTime() ?? Number.NaN;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-12-01 */
export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * 2026-12-01 08:30, in the device's zone, from a Date or anything `parseServerDate` reads;
 * '' when it is unreadable.
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = parseServerDate(value);
  return date ? `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** Milliseconds left until `endMs` at server time `nowMs + offsetMs`; never negative, NaN-safe. */
export function remainingMs(endMs: number, nowMs: number, offsetMs = 0): number {
  const left = endMs - (nowMs + offsetMs);
  return Number.isFinite(left) && left > 0 ? left : 0;
}

/** The whole days, hours, minutes and seconds a countdown shows. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits milliseconds into whole days, hours, minutes and seconds (rounded up to the second). */
export function splitCountdown(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil((Number.isFinite(ms) ? ms : 0) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** HH:MM:SS of the part below one day, e.g. '02:05:09'. */
export function formatClock(parts: CountdownParts): string {
  return `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
}

/**
 * 'HH:MM:SS', or '{days} HH:MM:SS' from one day on; `dayLabel` turns the day count into text
 * (translated by the caller, default '3d').
 */
export function formatCountdown(
  ms: number,
  dayLabel: (days: number) => string = (days) => `${days}d`,
): string {
  const parts = splitCountdown(ms);
  const clock = formatClock(parts);
  return parts.days >= 1 ? `${dayLabel(parts.days)} ${clock}` : clock;
}
