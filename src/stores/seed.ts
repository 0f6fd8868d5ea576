import { useIotStore, type IotState } from './iot';
import { useLayoutStore, type LayoutState } from './layout';
import { useShopUserStore, type ShopUserState } from './shopUser';

type Data<T> = { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]?: T[K] };

/** State to put into the stores before a story or test renders (Storybook `parameters.store`). */
export interface StoreSeed {
  shopUser?: Data<ShopUserState>;
  iot?: Data<IotState>;
  layout?: Data<LayoutState>;
}

const blank = {
  shopUser: { nickname: '', avatar: '', mobile: '' },
  iot: { simNo: '', token: '', simInfo: null, recentSims: [], previewPopupShown: false },
  layout: { promoCode: '', pageCode: '' },
};

/** Resets every store to its empty state, then applies the seed. */
export function seedStores(seed: StoreSeed = {}): void {
  useShopUserStore.setState({ ...blank.shopUser, ...seed.shopUser });
  useIotStore.setState({ ...blank.iot, ...seed.iot });
  useLayoutStore.setState({ ...blank.layout, ...seed.layout });
}
