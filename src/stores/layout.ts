import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { markAppStarted } from '@/api/early';
import { normalizeCode } from '@/lib/emptyish';
import type { AppShowOptions } from '@/lib/showOptions';
import { generateSessionId, SESSION_ID_PATTERN } from '@/lib/sessionId';
import { LAYOUT_STORE_KEY } from './keys';
import { persistStorage } from './storage';

export type { AppShowOptions };

/** Layout state (docs/requirements.md section 3). */
export interface LayoutState {
  /** Whether the page body must not scroll (a popup is open). */
  lockBodyScroll: boolean;
  /** How the app was opened. */
  appShowOptions: AppShowOptions | null;
  /** Query of the page on screen. */
  pageOptions: Record<string, string>;
  sessionId: string;
  orderSessionId: string;
  /** Open id of the platform user ('' on the web). */
  platformOpenId: string;
  promoCode: string;
  pageCode: string;
  /** Goods ids whose popup was already shown in this visit. */
  goodsShowedPopup: number[];
  /** Whether the featured single page's popup is suppressed. */
  singlePopupPrevent: boolean;
  /** Session id, generated on first use and reused. */
  getSessionId: () => string;
  /** Order session id, reused until renewed (one per order attempt). */
  getOrderSessionId: () => string;
  renewOrderSessionId: () => string;
  setPromoCode: (code: unknown) => void;
  setPageCode: (code: unknown) => void;
  setLockBodyScroll: (lock: boolean) => void;
  setAppShowOptions: (options: AppShowOptions) => void;
  setPageOptions: (options: Record<string, string>) => void;
  setPlatformOpenId: (openId: string) => void;
  markGoodsPopupShown: (goodsId: number) => void;
  setSinglePopupPrevent: (prevent: boolean) => void;
}

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set, get) => ({
      lockBodyScroll: false,
      appShowOptions: null,
      pageOptions: {},
      sessionId: '',
      orderSessionId: '',
      platformOpenId: '',
      promoCode: '',
      pageCode: '',
      goodsShowedPopup: [],
      singlePopupPrevent: false,
      getSessionId: () => {
        const current = get().sessionId;
        if (SESSION_ID_PATTERN.test(current)) return current;
        const id = generateSessionId();
        set({ sessionId: id });
        return id;
      },
      getOrderSessionId: () => {
        const current = get().orderSessionId;
        return SESSION_ID_PATTERN.test(current) ? current : get().renewOrderSessionId();
      },
      renewOrderSessionId: () => {
        const id = generateSessionId();
        set({ orderSessionId: id });
        return id;
      },
      setPromoCode: (code) => set({ promoCode: normalizeCode(code) }),
      setPageCode: (code) => set({ pageCode: normalizeCode(code) }),
      setLockBodyScroll: (lockBodyScroll) => set({ lockBodyScroll }),
      setAppShowOptions: (appShowOptions) => set({ appShowOptions }),
      setPageOptions: (pageOptions) => set({ pageOptions }),
      setPlatformOpenId: (platformOpenId) => set({ platformOpenId }),
      markGoodsPopupShown: (goodsId) =>
        set((state) =>
          state.goodsShowedPopup.includes(goodsId)
            ? state
            : { goodsShowedPopup: [...state.goodsShowedPopup, goodsId] },
        ),
      setSinglePopupPrevent: (singlePopupPrevent) => set({ singlePopupPrevent }),
    }),
    {
      name: LAYOUT_STORE_KEY,
      storage: persistStorage,
      // Session ids and codes survive a reload; page-level flags start fresh every visit.
      partialize: ({ sessionId, orderSessionId, promoCode, pageCode, platformOpenId }) => ({
        sessionId,
        orderSessionId,
        promoCode,
        pageCode,
        platformOpenId,
      }),
    },
  ),
);

// The store has read the session ids: the early calls (src/app/early), if they run only now, must
// not store or send others.
markAppStarted();
