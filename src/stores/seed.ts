import { useFeedbackStore } from './feedback';
import { useIndexDisplayStore, type IndexDisplayState } from './indexDisplay';
import { useIotStore, type IotState } from './iot';
import { NEXT_VISIT_KEYS } from './keys';
import { localStore } from '@/lib/localStore';
import { useLayoutStore, type LayoutState } from './layout';
import { emptyMiniUser, useMiniUserStore, type MiniUserState } from './miniUser';
import { useShopCacheStore, type ShopCacheState } from './shopCache';
import { useShopUserStore, type ShopUserState } from './shopUser';

type Data<T> = { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]?: T[K] };

/** State to put into the stores before a story or test renders (Storybook `parameters.store`). */
export interface StoreSeed {
  shopUser?: Data<ShopUserState>;
  iot?: Data<IotState>;
  layout?: Data<LayoutState>;
  indexDisplay?: Data<IndexDisplayState>;
  miniUser?: Data<MiniUserState>;
  shopCache?: Data<ShopCacheState>;
}

const blank = () => ({
  shopUser: { nickname: '', avatar: '', mobile: '' },
  iot: { simNo: '', token: '', simInfo: null, recentSims: [], previewPopupShown: false },
  layout: {
    promoCode: '',
    pageCode: '',
    lockBodyScroll: false,
    appShowOptions: null,
    pageOptions: {},
    platformOpenId: '',
    goodsShowedPopup: [],
    singlePopupPrevent: false,
  },
  indexDisplay: {
    indexFirstGroup: 0,
    indexArrange: 1 as const,
    cacheProvinces: [],
    launchSavedMiniUsers: false,
  },
  miniUser: {
    users: { wx: emptyMiniUser(), ks: emptyMiniUser(), dy: emptyMiniUser() },
    bd_vid: '',
    iotSimAddressId: 0,
    selectAddressBackPath: '',
  },
  shopCache: { appDomain: '', provinces: [], hotQuestions: [], hotQuestionsPromoCode: '' },
});

/**
 * Resets every store to its empty state, then applies the seed; what an earlier visit kept for the
 * next one goes too. Server data (the base configuration included) is the data cache's:
 * `removeData()` empties it.
 */
export function seedStores(seed: StoreSeed = {}): void {
  for (const key of NEXT_VISIT_KEYS) localStore()?.removeItem(key);
  const empty = blank();
  useShopUserStore.setState({ ...empty.shopUser, ...seed.shopUser });
  useIotStore.setState({ ...empty.iot, ...seed.iot });
  useLayoutStore.setState({ ...empty.layout, ...seed.layout });
  useIndexDisplayStore.setState({ ...empty.indexDisplay, ...seed.indexDisplay });
  useMiniUserStore.setState({ ...empty.miniUser, ...seed.miniUser });
  useShopCacheStore.setState({ ...empty.shopCache, ...seed.shopCache });
  useFeedbackStore.getState().hideToast();
  useFeedbackStore.getState().dismissAll();
}
