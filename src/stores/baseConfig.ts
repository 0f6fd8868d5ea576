import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { getBaseConfig } from '@/api/hk';
import type { BaseConfig } from '@/api/types';
import { normalizeCode } from '@/lib/emptyish';
import { throttleLeading } from '@/lib/throttle';
import { clock } from './clock';

/** Refreshes of the base configuration closer than this are dropped (SPEC section 4). */
export const BASE_CONFIG_THROTTLE_MS = 1000;

export interface BaseConfigState {
  config: BaseConfig | null;
  /** Promo code the loaded configuration was asked for. */
  promoCode: string;
  loading: boolean;
  setConfig: (config: BaseConfig | null, promoCode?: string) => void;
  /** Loads the configuration of a promo code; calls within 1000 ms of the last get its promise. */
  refresh: (promoCode?: unknown) => Promise<BaseConfig | null>;
}

async function load(promoCode: string): Promise<BaseConfig | null> {
  useBaseConfigStore.setState({ loading: true });
  try {
    const config = await getBaseConfig(promoCode);
    useBaseConfigStore.setState({ config, promoCode, loading: false });
    return config;
  } catch {
    useBaseConfigStore.setState({ loading: false });
    return null;
  }
}

const throttledLoad = throttleLeading(
  (promoCode: string) => load(promoCode),
  BASE_CONFIG_THROTTLE_MS,
  clock,
);

/** The agent's base configuration (title, logo, carousel, service contacts...). */
export const useBaseConfigStore: UseBoundStore<StoreApi<BaseConfigState>> =
  create<BaseConfigState>()((set) => ({
    config: null,
    promoCode: '',
    loading: false,
    setConfig: (config, promoCode = '') => set({ config, promoCode }),
    refresh: (promoCode) =>
      throttledLoad(normalizeCode(promoCode)) ??
      Promise.resolve(useBaseConfigStore.getState().config),
  }));

/** Lets the next refresh through at once (tests, and a promo-code change by the user). */
export const resetBaseConfigThrottle = () => throttledLoad.reset();
