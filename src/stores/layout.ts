import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { normalizeCode } from '@/lib/emptyish';
import { generateSessionId, SESSION_ID_PATTERN } from '@/lib/sessionId';
import { persistStorage, STORE_PREFIX } from './storage';

export interface LayoutState {
  sessionId: string;
  orderSessionId: string;
  promoCode: string;
  pageCode: string;
  /** Session id, generated on first use and reused. */
  getSessionId: () => string;
  /** Order session id, reused until renewed (one per order attempt). */
  getOrderSessionId: () => string;
  renewOrderSessionId: () => string;
  setPromoCode: (code: unknown) => void;
  setPageCode: (code: unknown) => void;
}

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set, get) => ({
      sessionId: '',
      orderSessionId: '',
      promoCode: '',
      pageCode: '',
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
    }),
    {
      name: `${STORE_PREFIX}layout`,
      storage: persistStorage,
      partialize: ({ sessionId, promoCode, pageCode }) => ({ sessionId, promoCode, pageCode }),
    },
  ),
);
