import type { DictOption } from './schema';

/** One entry of a backend dictionary: its schema sits with the schema helpers. */
export type { DictOption };

export type TagType = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

/** The label for a value, or the fallback ('unknown', translated by the caller) when missing. */
export function dictLabel(
  options: readonly DictOption[] | null | undefined,
  value: unknown,
  fallback = 'unknown',
): string {
  if (value === undefined || value === null || value === '') return fallback;
  const found = options?.find((option) => String(option.value) === String(value));
  return found?.label ?? fallback;
}

const TAG_TYPES: readonly TagType[] = [
  'default',
  'primary',
  'success',
  'warning',
  'danger',
  'info',
];

/** The tag style of an option; BrandStatusOptions rewrites info to default and error to danger. */
export function dictTagType(dictName: string, listClass: string | null | undefined): TagType {
  let cls = (listClass ?? '').trim();
  if (dictName === 'BrandStatusOptions') {
    if (cls === 'info') cls = 'default';
    else if (cls === 'error') cls = 'danger';
  }
  return (TAG_TYPES as readonly string[]).includes(cls) ? (cls as TagType) : 'default';
}
