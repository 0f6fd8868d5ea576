import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { getHotQuestionList } from '@/api/shop';
import { getProvinces } from '@/api/region';
import type { HotQuestion, RegionNode } from '@/api/types';
import { normalizeCode } from '@/lib/emptyish';
import { throttleLeading } from '@/lib/throttle';
import { clock } from './clock';
import { persistStorage, STORE_PREFIX } from './storage';

/** Hot-question reloads closer than this are dropped (SPEC section 9). */
export const HOT_QUESTIONS_THROTTLE_MS = 1000;

/** Persisted shop cache: app domain, provinces and hot questions. */
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
  /** Loads the province tree once and keeps it. */
  loadProvinces: () => Promise<RegionNode[]>;
  /** Reloads hot questions; calls within 1000 ms of the last get its promise. */
  reloadHotQuestions: (promoCode?: unknown) => Promise<HotQuestion[]>;
}

async function loadHotQuestions(promoCode: string): Promise<HotQuestion[]> {
  try {
    const list = await getHotQuestionList(promoCode);
    useShopCacheStore.setState({ hotQuestions: list, hotQuestionsPromoCode: promoCode });
    return list;
  } catch {
    return useShopCacheStore.getState().hotQuestions;
  }
}

const throttledHotQuestions = throttleLeading(
  (promoCode: string) => loadHotQuestions(promoCode),
  HOT_QUESTIONS_THROTTLE_MS,
  clock,
);

export const useShopCacheStore = create<ShopCacheState>()(
  persist(
    (set, get) => ({
      appDomain: '',
      provinces: [],
      hotQuestions: [],
      hotQuestionsPromoCode: '',
      setAppDomain: (appDomain) => set({ appDomain }),
      setProvinces: (provinces) => set({ provinces }),
      loadProvinces: async () => {
        const cached = get().provinces;
        if (cached.length) return cached;
        const provinces = await getProvinces('all');
        set({ provinces });
        return provinces;
      },
      reloadHotQuestions: (promoCode) =>
        throttledHotQuestions(normalizeCode(promoCode)) ?? Promise.resolve(get().hotQuestions),
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

export const resetHotQuestionsThrottle = () => throttledHotQuestions.reset();
