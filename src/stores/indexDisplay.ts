import { create } from 'zustand';
import type { RegionNode } from '@/api/types';
import {
  effectiveIndexGroup,
  normalizeArrangement,
  type IndexArrangement,
  type IndexGroup,
} from '@/lib/indexGroup';
import { STORE_PREFIX } from './storage';

/** Index display state (docs/requirements.md section 3). */
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

/**
 * Not persisted: docs/requirements.md section 3 does not list it, so a visit never inherits the first group of an
 * earlier one (a "back to shop" button would otherwise hide an agent's configured group for good).
 */
export const useIndexDisplayStore = create<IndexDisplayState>()((set) => ({
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
}));

// Earlier versions stored this state: drop it so it is not kept on the device for nothing.
try {
  globalThis.localStorage?.removeItem(`${STORE_PREFIX}indexDisplay`);
} catch {
  // Storage refused (private mode): there is nothing stored either.
}

/** The first group to show: local choice, else the configured one, else 2 (goods). */
export function selectIndexGroup(
  state: Pick<IndexDisplayState, 'indexFirstGroup'>,
  configured: unknown,
): IndexGroup {
  return effectiveIndexGroup(state.indexFirstGroup, configured);
}
