import { formatDate, formatDateTime, parseServerDate } from '@/lib/dateTime';

/** Reads a positive integer id from a query value; 0 when absent or malformed. */
export function queryId(value: string | undefined): number {
  const n = Number(value ?? NaN);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** A backend date as 'YYYY-MM-DD HH:mm' in the device's zone; '' when unreadable. */
export function dateTime(value: string | null | undefined): string {
  return formatDateTime(value);
}

/** A backend date as 'YYYY-MM-DD'. */
export function dateOnly(value: string | null | undefined): string {
  const date = parseServerDate(value);
  return date ? formatDate(date) : '';
}
