import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistStorage, STORE_PREFIX } from './storage';

export interface ShopUserState {
  nickname: string;
  avatar: string;
  mobile: string;
  setUser: (user: Partial<Pick<ShopUserState, 'nickname' | 'avatar' | 'mobile'>>) => void;
  logout: () => void;
}

const empty = { nickname: '', avatar: '', mobile: '' };

/** The shop user (docs/requirements.md section 3), persisted; logged in means mobile is non-empty. */
export const useShopUserStore = create<ShopUserState>()(
  persist(
    (set) => ({
      ...empty,
      setUser: (user) => set(user),
      logout: () => set(empty),
    }),
    {
      name: `${STORE_PREFIX}shopUser`,
      storage: persistStorage,
      partialize: ({ nickname, avatar, mobile }) => ({ nickname, avatar, mobile }),
    },
  ),
);

export const isShopLoggedIn = (
  state: Pick<ShopUserState, 'mobile'> = useShopUserStore.getState(),
) => state.mobile.trim() !== '';
