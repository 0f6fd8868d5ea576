import type { TFunction } from 'i18next';
import { durationParts } from '@/lib/duration';

/** A duration in words: 1 day, 3 months, 1 year, lifetime from 20 years on. */
export function durationText(t: TFunction, count: number, unit: number): string {
  const parts = durationParts(count, unit);
  return parts.count === undefined ? t(parts.key) : t(parts.key, { count: parts.count });
}

/** "Valid 3 months", or "Valid for life" for 20 years and more. */
export function validityText(t: TFunction, count: number, unit: number): string {
  return durationParts(count, unit).count === undefined
    ? t('iot.package.validForLife')
    : t('iot.package.validity', { duration: durationText(t, count, unit) });
}
