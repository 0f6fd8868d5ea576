import { create } from 'zustand';
import { getGenericConfig } from '@/api/hk';
import type { GenericConfig } from '@/api/types';

export const DEFAULT_ORDER_QUERY_MODE = 1;

export interface GenericConfigState extends GenericConfig {
  loaded: boolean;
  set: (config: Partial<GenericConfig>) => void;
  load: () => Promise<void>;
}

/** Settings shared by every agent: order query mode (default 1) and the login avatar. */
export const useGenericConfigStore = create<GenericConfigState>()((set) => ({
  orderQueryMode: DEFAULT_ORDER_QUERY_MODE,
  loginAvatar: '',
  loaded: false,
  set: (config) => set(config),
  load: async () => {
    try {
      const config = await getGenericConfig();
      set({
        orderQueryMode: config.orderQueryMode || DEFAULT_ORDER_QUERY_MODE,
        loginAvatar: config.loginAvatar ?? '',
        loaded: true,
      });
    } catch {
      // keep the defaults; the client already told the user
    }
  },
}));
