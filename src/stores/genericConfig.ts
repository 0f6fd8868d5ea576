import { create } from 'zustand';
import { getGenericConfig } from '@/api/hk';
import type { GenericConfig } from '@/api/types';

export const DEFAULT_ORDER_QUERY_MODE = 1;

export interface GenericConfigState extends GenericConfig {
  loaded: boolean;
  set: (config: Partial<GenericConfig>) => void;
  /** Asks for the settings; a call while one is under way shares its answer. */
  load: () => Promise<void>;
}

let inFlight: Promise<void> | null = null;

/**
 * Settings shared by every agent: order query mode (default 1) and the login avatar. No first
 * screen shows them: they are asked for once the first page has its data (main.tsx), or by the
 * page that needs them first (the orders tab).
 */
export const useGenericConfigStore = create<GenericConfigState>()((set) => ({
  orderQueryMode: DEFAULT_ORDER_QUERY_MODE,
  loginAvatar: '',
  loaded: false,
  set: (config) => set(config),
  load: () => {
    inFlight ??= getGenericConfig()
      .then(
        (config) =>
          set({
            orderQueryMode: config.orderQueryMode || DEFAULT_ORDER_QUERY_MODE,
            loginAvatar: config.loginAvatar ?? '',
            loaded: true,
          }),
        () => {
          // keep the defaults; the client already told the user
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
}));
