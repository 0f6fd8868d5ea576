import { useCallback, useRef, useState } from 'react';
import { localStore } from '@/lib/localStore';

/** Prefix of every form draft in local storage. */
export const DRAFT_PREFIX = 'shop-draft:';

export interface DraftOptions<T> {
  /** Fields that are never written to storage (passwords, pay passwords, photos). */
  omit?: readonly (keyof T)[];
}

/**
 * Reads a stored draft over the initial value. Only fields the form knows, with the same type as
 * their initial value, are taken, so an old or tampered draft cannot break the form.
 */
export function readDraft<T>(key: string, initial: T, omit: readonly (keyof T)[] = []): T {
  let raw: string | null = null;
  try {
    raw = localStore()?.getItem(DRAFT_PREFIX + key) ?? null;
  } catch {
    return initial;
  }
  if (!raw) return initial;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return initial;
  }
  if (typeof initial !== 'object' || initial === null || Array.isArray(initial)) {
    return typeof parsed === typeof initial ? (parsed as T) : initial;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return initial;
  const result = { ...initial } as Record<string, unknown>;
  for (const [field, start] of Object.entries(initial as Record<string, unknown>)) {
    if (omit.includes(field as keyof T)) continue;
    const stored = (parsed as Record<string, unknown>)[field];
    if (stored === undefined) continue;
    const sameKind =
      start === null ||
      (Array.isArray(start) ? Array.isArray(stored) : typeof stored === typeof start);
    if (sameKind) result[field] = stored;
  }
  return result as T;
}

/** Writes a draft, leaving out the omitted fields; a full or blocked storage only loses the draft. */
export function writeDraft<T>(key: string, value: T, omit: readonly (keyof T)[] = []): void {
  let toStore: unknown = value;
  if (omit.length && typeof value === 'object' && value !== null) {
    const copy = { ...(value as Record<string, unknown>) };
    for (const field of omit) delete copy[field as string];
    toStore = copy;
  }
  try {
    localStore()?.setItem(DRAFT_PREFIX + key, JSON.stringify(toStore));
  } catch {
    // storage full or blocked: the form still works, only the draft is not kept
  }
}

/** Forgets a draft (after a successful submit). */
export function clearDraft(key: string): void {
  try {
    localStore()?.removeItem(DRAFT_PREFIX + key);
  } catch {
    // nothing to clear
  }
}

/**
 * Form state that survives a failed submit, a session timeout with re-login, and a reload: kept
 * in local storage under `key` until `clear` is called on success. Secret fields go in `omit`.
 */
export function useDraft<T>(
  key: string,
  initial: () => T,
  options: DraftOptions<T> = {},
): [T, (value: T) => void, () => void] {
  const { omit } = options;
  const [value, setValue] = useState<T>(() => readDraft(key, initial(), omit));
  // Once cleared (the form was sent), a late change while the next page opens must not bring the
  // draft back; the page that opens reads it afresh.
  const cleared = useRef<string | null>(null);
  const save = useCallback(
    (next: T) => {
      setValue(next);
      if (cleared.current !== key) writeDraft(key, next, omit);
    },
    [key, omit],
  );
  const clear = useCallback(() => {
    cleared.current = key;
    clearDraft(key);
  }, [key]);
  return [value, save, clear];
}
