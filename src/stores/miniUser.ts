import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { MiniPlatform, MiniUser } from '@/api/types';
import { persistStorage, STORE_PREFIX } from './storage';

export const MINI_PLATFORMS: readonly MiniPlatform[] = ['wx', 'ks', 'dy'];

export const emptyMiniUser = (): MiniUser => ({
  openId: '',
  promoCode: '',
  nickname: '',
  headPortrait: '',
  indexFirstGroup: 2,
});

/** Mini-program users per platform (docs/requirements.md section 3); on the web they stay empty. */
export interface MiniUserState {
  users: Record<MiniPlatform, MiniUser>;
  /** Baidu click id of the landing link. */
  bd_vid: string;
  /** Address chosen in the points shop for the card. */
  iotSimAddressId: number;
  /** Page to return to after choosing an address. */
  selectAddressBackPath: string;
  setUser: (platform: MiniPlatform, user: Partial<MiniUser>) => void;
  setBdVid: (value: string) => void;
  setIotSimAddressId: (id: number) => void;
  setSelectAddressBackPath: (path: string) => void;
  clear: () => void;
}

const emptyUsers = (): Record<MiniPlatform, MiniUser> => ({
  wx: emptyMiniUser(),
  ks: emptyMiniUser(),
  dy: emptyMiniUser(),
});

export const useMiniUserStore = create<MiniUserState>()(
  persist(
    (set) => ({
      users: emptyUsers(),
      bd_vid: '',
      iotSimAddressId: 0,
      selectAddressBackPath: '',
      setUser: (platform, user) =>
        set((state) => ({
          users: { ...state.users, [platform]: { ...state.users[platform], ...user } },
        })),
      setBdVid: (bd_vid) => set({ bd_vid }),
      setIotSimAddressId: (iotSimAddressId) => set({ iotSimAddressId }),
      setSelectAddressBackPath: (selectAddressBackPath) => set({ selectAddressBackPath }),
      clear: () =>
        set({ users: emptyUsers(), bd_vid: '', iotSimAddressId: 0, selectAddressBackPath: '' }),
    }),
    {
      name: `${STORE_PREFIX}miniUsers`,
      storage: persistStorage,
      partialize: ({ users, bd_vid, iotSimAddressId, selectAddressBackPath }) => ({
        users,
        bd_vid,
        iotSimAddressId,
        selectAddressBackPath,
      }),
    },
  ),
);
