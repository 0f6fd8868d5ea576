/** Duration unit codes: 1 day, 2 month, 3 year. */
export type DurationUnit = 1 | 2 | 3;

export type DurationParts =
  | { key: 'lib.duration.day' | 'lib.duration.month' | 'lib.duration.year'; count: number }
  | { key: 'lib.duration.lifetime'; count?: undefined };

/** Years of 20 or more read as lifetime. */
export const LIFETIME_YEARS = 20;

/** The translation key and count for a duration; unknown units read as days. */
export function durationParts(count: number, unit: number): DurationParts {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (unit === 3) {
    if (safe >= LIFETIME_YEARS) return { key: 'lib.duration.lifetime' };
    return { key: 'lib.duration.year', count: safe };
  }
  if (unit === 2) return { key: 'lib.duration.month', count: safe };
  return { key: 'lib.duration.day', count: safe };
}

type Translate = (key: DurationParts['key'], options?: { count: number }) => string;

export function formatDuration(t: Translate, count: number, unit: number): string {
  const parts = durationParts(count, unit);
  return parts.count === undefined ? t(parts.key) : t(parts.key, { count: parts.count });
}
