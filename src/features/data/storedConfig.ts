import * as v from 'valibot';
import { getBaseConfig } from '@/api/declarations/hk';
import type { BaseConfig } from '@/api/types';
import { normalizeCode } from '@/lib/emptyish';
import { localStore } from '@/lib/localStore';
import { STORED_CONFIG_KEY } from '@/stores/keys';
import { BASE_CONFIG_KEY, type ShownConfig } from './baseConfig';
import { readData, seedData, subscribeData } from './cache';

export { STORED_CONFIG_KEY };

/** The kept configuration of this promo code, if it still reads with the answer's schema. */
export function storedConfig(promoCode: string): BaseConfig | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStore()?.getItem(STORED_CONFIG_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const copy = stored as Partial<ShownConfig>;
  if (copy.promoCode !== promoCode) return null;
  const read = v.safeParse(getBaseConfig.answer, copy.config);
  return read.success ? read.output : null;
}

let kept: ShownConfig | undefined;

/** Keeps the configuration shown, once loaded, for the next visit. */
function keepShown(): void {
  const { data, loading } = readData<ShownConfig>(BASE_CONFIG_KEY);
  if (!data || loading || data === kept) return;
  kept = data;
  try {
    localStore()?.setItem(STORED_CONFIG_KEY, JSON.stringify(data));
  } catch {
    // storage full or blocked: the next visit waits for the configuration, as a first one does
  }
}

let stopKeeping: (() => void) | undefined;

/**
 * A returning visitor's last configuration, shown at once while the launch loads it again: only
 * for the same agent (promo code) and only when it still reads with the answer's schema, so a
 * copy from another agent or an older version of the app is never shown. The fresh configuration
 * replaces it when it arrives (a copy read after that is dropped); a failed load leaves it, as it
 * leaves any configuration shown. From then on, each configuration loaded is kept for the next
 * visit.
 */
export function followStoredConfig(promoCode: unknown): void {
  const code = normalizeCode(promoCode);
  const config = storedConfig(code);
  if (config) seedData<ShownConfig>(BASE_CONFIG_KEY, { promoCode: code, config });
  stopKeeping ??= subscribeData(BASE_CONFIG_KEY, keepShown, Infinity);
  keepShown();
}

/** Stops keeping (tests). */
export function stopFollowingStoredConfig(): void {
  stopKeeping?.();
  stopKeeping = undefined;
  kept = undefined;
}
