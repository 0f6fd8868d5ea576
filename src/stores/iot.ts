import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { SimInfo } from '@/api/types';
import { IOT_STORE_KEY } from './keys';
import { persistStorage } from './storage';

export const RECENT_SIMS_LIMIT = 5;

export interface IotState {
  simNo: string;
  token: string;
  simInfo: SimInfo | null;
  /** Last login sims, most recent first, no duplicates. */
  recentSims: string[];
  /** Whether the preview-mode popup was already shown. */
  previewPopupShown: boolean;
  setSession: (simNo: string, token: string) => void;
  setSimInfo: (simInfo: SimInfo | null) => void;
  rememberSim: (simNo: string) => void;
  /** Clears sim number, token and sim info; the recent sims stay. */
  clearSession: () => void;
  setPreviewPopupShown: (shown: boolean) => void;
}

/** Adds a sim to the front of the recent list, without duplicates, keeping at most 5. */
export function pushRecentSim(list: readonly string[], simNo: string): string[] {
  const trimmed = simNo.trim();
  if (!trimmed) return [...list];
  return [trimmed, ...list.filter((item) => item !== trimmed)].slice(0, RECENT_SIMS_LIMIT);
}

export const useIotStore = create<IotState>()(
  persist(
    (set) => ({
      simNo: '',
      token: '',
      simInfo: null,
      recentSims: [],
      previewPopupShown: false,
      setSession: (simNo, token) => set({ simNo, token }),
      setSimInfo: (simInfo) => set({ simInfo }),
      rememberSim: (simNo) =>
        set((state) => ({ recentSims: pushRecentSim(state.recentSims, simNo) })),
      clearSession: () => set({ simNo: '', token: '', simInfo: null }),
      setPreviewPopupShown: (previewPopupShown) => set({ previewPopupShown }),
    }),
    {
      name: IOT_STORE_KEY,
      storage: persistStorage,
      partialize: ({ simNo, token, simInfo, recentSims, previewPopupShown }) => ({
        simNo,
        token,
        simInfo,
        recentSims,
        previewPopupShown,
      }),
    },
  ),
);

/** IoT login state: a sim number is stored. */
export const isIotLoggedIn = (state: Pick<IotState, 'simNo'> = useIotStore.getState()) =>
  state.simNo.trim() !== '';
