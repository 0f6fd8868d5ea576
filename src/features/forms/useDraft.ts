import { useCallback, useRef, useState } from 'react';
import { localStore } from '@/lib/localStore';
import { DRAFT_PREFIX } from '@/stores/keys';

export { DRAFT_PREFIX };

/** How long a draft is kept: a day, then it is dropped when read (a shared phone forgets it). */
export const DRAFT_TTL_MS = 24 * 60 * 60_000;

/**
 * What of a form is written to storage. A form of several fields lists the fields it keeps
 * (`keep`); every other field stays in the page only, so a field added later is never stored
 * by mistake. ID card numbers, SMS codes, passwords and photos are never in `keep`. A single
 * text (a mobile, a remark, a card number) is kept whole.
 */
export type DraftOptions<T> = T extends readonly unknown[]
  ? never
  : T extends object
    ? { keep: readonly (keyof T & string)[] }
    : { keep?: undefined };

/** Every field of a form that holds nothing secret (an address): all of them are kept. */
export const everyField = <T extends object>(value: T) =>
  Object.keys(value) as (keyof T & string)[];

/** What is stored: the kept value and when it was written. */
interface StoredDraft {
  savedAt: number;
  value: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of `value` that may be stored (the whole value when it is no record). */
function keptPart(value: unknown, keep: readonly string[] | undefined): unknown {
  if (!isRecord(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const field of keep ?? []) if (field in value) kept[field] = value[field];
  return kept;
}

function removeStored(key: string): void {
  try {
    localStore()?.removeItem(DRAFT_PREFIX + key);
  } catch {
    // nothing to clear
  }
}

/**
 * Reads a stored draft over the initial value. Only kept fields the form knows, with the same
 * type as their initial value, are taken, so an old or tampered draft cannot break the form; a
 * draft older than a day (or of the earlier format, which had no date) is dropped.
 */
export function readDraft<T>(
  key: string,
  initial: T,
  keep?: readonly string[],
  now: number = Date.now(),
): T {
  let raw: string | null = null;
  try {
    raw = localStore()?.getItem(DRAFT_PREFIX + key) ?? null;
  } catch {
    return initial;
  }
  if (!raw) return initial;
  let stored: Partial<StoredDraft> | null = null;
  try {
    stored = JSON.parse(raw) as Partial<StoredDraft>;
  } catch {
    // unreadable: dropped below
  }
  const savedAt = isRecord(stored) ? stored.savedAt : undefined;
  if (typeof savedAt !== 'number' || !(Math.abs(now - savedAt) < DRAFT_TTL_MS)) {
    removeStored(key);
    return initial;
  }
  const parsed = stored?.value;
  if (!isRecord(initial)) {
    return typeof parsed === typeof initial && !Array.isArray(parsed) ? (parsed as T) : initial;
  }
  if (!isRecord(parsed)) return initial;
  const result: Record<string, unknown> = { ...initial };
  for (const [field, start] of Object.entries(initial)) {
    if (!keep?.includes(field)) continue;
    const value = parsed[field];
    if (value === undefined) continue;
    const sameKind =
      start === null ||
      (Array.isArray(start) ? Array.isArray(value) : typeof value === typeof start);
    if (sameKind) result[field] = value;
  }
  return result as T;
}

/**
 * Writes a draft with its date, only the kept fields of a record; a full or blocked storage only
 * loses the draft.
 */
export function writeDraft<T>(
  key: string,
  value: T,
  keep?: readonly string[],
  now: number = Date.now(),
): void {
  const stored: StoredDraft = { savedAt: now, value: keptPart(value, keep) };
  try {
    localStore()?.setItem(DRAFT_PREFIX + key, JSON.stringify(stored));
  } catch {
    // storage full or blocked: the form still works, only the draft is not kept
  }
}

/** Forgets a draft (after a successful submit). */
export function clearDraft(key: string): void {
  removeStored(key);
}

/**
 * Form state that survives a failed submit, a session timeout with re-login, and a reload: kept
 * in local storage under `key` for a day at most, until `clear` is called on success or the
 * person logs out (src/features/data/personal.ts). A record keeps only its `keep` fields.
 */
export function useDraft<T>(
  key: string,
  initial: () => T,
  ...[options]: T extends readonly unknown[]
    ? never
    : T extends object
      ? [options: DraftOptions<T>]
      : [options?: DraftOptions<T>]
): [T, (value: T) => void, () => void] {
  const keep = (options as { keep?: readonly string[] } | undefined)?.keep;
  const [value, setValue] = useState<T>(() => readDraft(key, initial(), keep));
  // Once cleared (the form was sent), a late change while the next page opens must not bring the
  // draft back; the page that opens reads it afresh.
  const cleared = useRef<string | null>(null);
  // The kept fields as one string: a new array of the same fields each render changes nothing.
  const kept = keep?.join('\n');
  const save = useCallback(
    (next: T) => {
      setValue(next);
      if (cleared.current !== key) writeDraft(key, next, kept?.split('\n'));
    },
    [key, kept],
  );
  const clear = useCallback(() => {
    cleared.current = key;
    clearDraft(key);
  }, [key]);
  return [value, save, clear];
}
