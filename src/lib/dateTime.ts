/**
 * Parses the backend's 'YYYY-MM-DD HH:mm:ss' (read as local time, in the ISO form iOS Safari
 * understands), ISO strings, epoch milliseconds and Dates; null when it cannot.
 */
export function parseServerDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const trimmed = value.trim();
  // Read by hand rather than by the engine: Safari refuses '2026-11-22 10:00:00', a space before
  // an offset, an offset without its colon and more than three fraction digits, all of which
  // Chromium reads. Without an offset the time is the device's own, as ISO 8601 says.
  const backend =
    /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
      trimmed,
    );
  if (backend) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = backend;
    const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
    const parts = [
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h),
      Number(mi),
      Number(s),
      ms,
    ] as const;
    if (!zone) return new Date(...parts);
    const offset =
      zone.toUpperCase() === 'Z'
        ? 0
        : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
    return new Date(Date.UTC(...parts) - offset * 60_000);
  }
  const parsed = new Date(trimmed);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
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
