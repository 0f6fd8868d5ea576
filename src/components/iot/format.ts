import type { TFunction } from 'i18next';
import type { PackageItem } from '@/domain/iot';
import { durationParts } from '@/lib/duration';
import { formatFlow } from './home/format';

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

/** A package's data and validity in one line: "10 GB · Valid 3 months". */
export function packageSummary(
  t: TFunction,
  item: Pick<PackageItem, 'flow' | 'duration' | 'durationUnit'>,
): string {
  const flow =
    item.flow === -1
      ? t('iot.package.unlimited')
      : t('iot.package.flow', { flow: formatFlow(item.flow) });
  return `${flow} · ${validityText(t, item.duration, item.durationUnit)}`;
}
