import { useSyncExternalStore } from 'react';
import { call } from '@/api/call';
import * as hk from '@/api/declarations/hk';
import type { BaseConfig } from '@/api/types';
import { normalizeCode } from '@/lib/emptyish';
import { fetchData, readData, subscribeData, type DataState } from './cache';

/** Loads of one promo code's configuration closer than this share the last (docs/requirements.md section 4). */
export const BASE_CONFIG_THROTTLE_MS = 1000;

/**
 * The agent's base configuration the app shows (title, logo, carousel, service contacts,
 * payment methods...): the configuration of the promo code asked for last, kept for the
 * whole visit; the last one loaded is also kept for the next visit of the same agent
 * (./storedConfig.ts).
 */
export const BASE_CONFIG_KEY = ['config', 'base'] as const;

/** Each promo code's configuration as it last loaded: the per-code throttle's memory. */
export const agentConfigKey = (promoCode: string) => ['config', 'agent', promoCode] as const;

/** What the shown key holds: the configuration and the promo code it was asked for. */
export interface ShownConfig {
  promoCode: string;
  config: BaseConfig;
}

/**
 * Loads the configuration of a promo code and shows it. Loads of one promo code within 1000 ms
 * of the last share it (leading call); another promo code loads at once, and the one asked for
 * last is the one shown. Resolves to the configuration, or null when it failed to load (the API
 * client told the user why; the configuration shown before stays).
 */
export function refreshBaseConfig(promoCode?: unknown): Promise<BaseConfig | null> {
  const code = normalizeCode(promoCode);
  // A call for the promo code on its way joins it; another promo code replaces it.
  const replace = readData(BASE_CONFIG_KEY).loading && loadingCode !== code;
  loadingCode = code;
  return fetchData<ShownConfig>(
    BASE_CONFIG_KEY,
    async () => ({
      promoCode: code,
      config: await fetchData(
        agentConfigKey(code),
        () => call(hk.getBaseConfig, { promoCode: code }),
        {
          minAgeMs: BASE_CONFIG_THROTTLE_MS,
        },
      ),
    }),
    { force: replace },
  ).then(
    (shown) => shown.config,
    () => null,
  );
}

/** The promo code of the load on its way (or of the last one). */
let loadingCode = '';

/** The configuration shown now (null before the first one loaded). */
export const baseConfig = (): BaseConfig | null =>
  readData<ShownConfig>(BASE_CONFIG_KEY).data?.config ?? null;

/** The promo code of the configuration shown now. */
export const baseConfigPromoCode = (): string =>
  readData<ShownConfig>(BASE_CONFIG_KEY).data?.promoCode ?? '';

// The shown configuration is never forgotten while the app runs: its readers keep it forever.
const subscribe = (listener: () => void) => subscribeData(BASE_CONFIG_KEY, listener, Infinity);
const readShown = () => readData<ShownConfig>(BASE_CONFIG_KEY);

/** Listens to the shown configuration without loading it (loads are the landing pages'). */
export function onBaseConfig(listener: (config: BaseConfig | null) => void): () => void {
  return subscribe(() => listener(baseConfig()));
}

/** The shown configuration and whether one is loading, redrawn when either changes. */
export function useBaseConfigState(): DataState<ShownConfig> {
  return useSyncExternalStore(subscribe, readShown, readShown);
}

/** The shown configuration (null before the first one loaded). */
export function useBaseConfig(): BaseConfig | null {
  return useBaseConfigState().data?.config ?? null;
}
