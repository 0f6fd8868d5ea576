import { call } from '@/api/call';
import * as hk from '@/api/declarations/hk';
import type { GenericConfig } from '@/api/types';
import { fetchData, readData } from './cache';
import { useData } from './useData';

/** Settings shared by every agent: order query mode and the login avatar. */
export const GENERIC_CONFIG_KEY = ['config', 'generic'] as const;

export const DEFAULT_ORDER_QUERY_MODE = 1;

const DEFAULTS: GenericConfig = { orderQueryMode: DEFAULT_ORDER_QUERY_MODE, loginAvatar: '' };

async function loadGenericConfig(): Promise<GenericConfig> {
  const config = await call(hk.getGenericConfig);
  return {
    orderQueryMode: config.orderQueryMode || DEFAULT_ORDER_QUERY_MODE,
    loginAvatar: config.loginAvatar ?? '',
  };
}

/**
 * Asks for the generic settings; calls while one is on its way share it, a later call asks
 * again. No first screen shows them: they are asked for once the first page has its data
 * (main.tsx), or by the page that needs them first (the orders tab). A failure keeps the
 * defaults (the client already told the user).
 */
export function refreshGenericConfig(): Promise<GenericConfig> {
  return fetchData(GENERIC_CONFIG_KEY, loadGenericConfig).catch(() => genericConfig());
}

/** The generic settings as loaded, else their defaults (order query mode 1). */
export const genericConfig = (): GenericConfig =>
  readData<GenericConfig>(GENERIC_CONFIG_KEY).data ?? DEFAULTS;

/**
 * The generic settings on a page: the loaded ones (never asked for again by opening the page),
 * else asked for now; `settled` once they are known or their load failed.
 */
export function useGenericConfig(enabled = true): { config: GenericConfig; settled: boolean } {
  const resource = useData(enabled ? GENERIC_CONFIG_KEY : null, loadGenericConfig, {
    minAgeMs: Infinity,
  });
  return {
    config: resource.data ?? DEFAULTS,
    settled: resource.data !== undefined || resource.error || !enabled,
  };
}
