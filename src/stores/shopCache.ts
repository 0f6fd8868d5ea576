import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { HotQuestion, RegionNode } from '@/api/types';
import { persistStorage, STORE_PREFIX } from './storage';

/**
 * Persisted shop cache (docs/requirements.md section 3): app domain, provinces and hot questions. The province
 * tree and the hot questions are loaded through the data cache (src/features/data/shop.ts),
 * which is seeded from this copy and writes it through; nothing else reads them here.
 */
export interface ShopCacheState {
  /** Access node from the app-domain service ('' when not loaded). */
  appDomain: string;
  /** Province tree (provinces with cities). */
  provinces: RegionNode[];
  /** Hot questions of customer service. */
  hotQuestions: HotQuestion[];
  /** Promo code the hot questions were loaded for. */
  hotQuestionsPromoCode: string;
  setAppDomain: (domain: string) => void;
  setProvinces: (provinces: RegionNode[]) => void;
}

export const useShopCacheStore = create<ShopCacheState>()(
  persist(
    (set) => ({
      appDomain: '',
      provinces: [],
      hotQuestions: [],
      hotQuestionsPromoCode: '',
      setAppDomain: (appDomain) => set({ appDomain }),
      setProvinces: (provinces) => set({ provinces }),
    }),
    {
      name: `${STORE_PREFIX}shopCache`,
      storage: persistStorage,
      partialize: ({ appDomain, provinces, hotQuestions, hotQuestionsPromoCode }) => ({
        appDomain,
        provinces,
        hotQuestions,
        hotQuestionsPromoCode,
      }),
    },
  ),
);
