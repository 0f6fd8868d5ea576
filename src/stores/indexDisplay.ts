import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { RegionNode } from '@/api/types';
import {
  effectiveIndexGroup,
  normalizeArrangement,
  type IndexArrangement,
  type IndexGroup,
} from '@/lib/indexGroup';
import { persistStorage, STORE_PREFIX } from './storage';

/** Index display state (SPEC section 3). */
export interface IndexDisplayState {
  /** The visitor's own choice of first group; 0 when none. */
  indexFirstGroup: number;
  /** Goods arrangement: 1 list, 2 two columns. */
  indexArrange: IndexArrangement;
  /** Provinces cached for the number filters. */
  cacheProvinces: RegionNode[];
  /** Whether the mini-user launch data was loaded in this launch. */
  launchSavedMiniUsers: boolean;
  setIndexFirstGroup: (group: unknown) => void;
  setIndexArrange: (arrange: unknown) => void;
  setCacheProvinces: (provinces: RegionNode[]) => void;
  setLaunchSavedMiniUsers: (saved: boolean) => void;
}

export const useIndexDisplayStore = create<IndexDisplayState>()(
  persist(
    (set) => ({
      indexFirstGroup: 0,
      indexArrange: 1,
      cacheProvinces: [],
      launchSavedMiniUsers: false,
      setIndexFirstGroup: (group) => {
        const n = Number(group);
        set({ indexFirstGroup: n === 1 || n === 2 ? n : 0 });
      },
      setIndexArrange: (arrange) => set({ indexArrange: normalizeArrangement(arrange) }),
      setCacheProvinces: (cacheProvinces) => set({ cacheProvinces }),
      setLaunchSavedMiniUsers: (launchSavedMiniUsers) => set({ launchSavedMiniUsers }),
    }),
    {
      name: `${STORE_PREFIX}indexDisplay`,
      storage: persistStorage,
      // The launch flag belongs to one launch only.
      partialize: ({ indexFirstGroup, indexArrange }) => ({ indexFirstGroup, indexArrange }),
    },
  ),
);

/** The first group to show: local choice, else the configured one, else 2 (goods). */
export function selectIndexGroup(
  state: Pick<IndexDisplayState, 'indexFirstGroup'>,
  configured: unknown,
): IndexGroup {
  return effectiveIndexGroup(state.indexFirstGroup, configured);
}
