import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { getHotQuestionList, getIpLocation } from '@/api/shop';
import { getProvinces } from '@/api/region';
import type { HotQuestion, IpLocation, RegionNode } from '@/api/types';
import { normalizeCode } from '@/lib/emptyish';
import { throttleLeading } from '@/lib/throttle';
import { clock } from './clock';
import { persistStorage, STORE_PREFIX } from './storage';

/** Hot-question reloads closer than this are dropped (SPEC section 9). */
export const HOT_QUESTIONS_THROTTLE_MS = 1000;

let provincesLoading: Promise<RegionNode[]> | null = null;

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
      loadProvinces: () => {
        const cached = get().provinces;
        if (cached.length) return Promise.resolve(cached);
        // Asked for by a landing page's first data and by the page itself: one request serves both.
        provincesLoading ??= getProvinces('all').then(
          (provinces) => {
            provincesLoading = null;
            set({ provinces });
            return provinces;
          },
          (error: unknown) => {
            provincesLoading = null;
            throw error;
          },
        );
        return provincesLoading;
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

let visitorLocation: Promise<IpLocation | null> | null = null;

/**
 * The visitor's location from their IP address, asked for once a visit (not kept: the visitor may
 * be elsewhere next time). A failed lookup answers null and is asked again on the next call.
 */
export function locateVisitor(): Promise<IpLocation | null> {
  visitorLocation ??= getIpLocation().then(
    (location) => location ?? null,
    () => {
      visitorLocation = null;
      return null;
    },
  );
  return visitorLocation;
}

/** Forgets the visitor's location (stories and tests start without one). */
export const forgetVisitorLocation = () => {
  visitorLocation = null;
};
