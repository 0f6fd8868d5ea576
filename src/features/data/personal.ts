import { forgetPersonalStorage } from '@/stores/personal';
import { useIotStore } from '@/stores/iot';
import { useShopUserStore } from '@/stores/shopUser';
import { removeData, type DataKey } from './cache';
import { CARD_KEYS } from './simKey';

/**
 * The server data of a person the cache may hold: the card's (every key of the card area), the
 * shop user's orders, the visitor's location and WeChat profile. The rest (configurations,
 * regions, dictionaries, number lists) is the shop's and stays.
 */
export const PERSONAL_DATA_KEYS: readonly DataKey[] = [
  CARD_KEYS,
  ['shop', 'orders'],
  // LOCATION_KEY of ./shop.ts, named here so that a logout loads none of the shop's data code.
  ['visitor', 'location'],
  ['site', 'wechatInfo'],
];

/**
 * Everything of the person on this phone goes: form drafts (the order-lookup pair among them),
 * kept lists, the card's persisted information and recent cards, and their server data in the
 * cache. The one place both logouts call (the shop user's and the card's); a session that ends
 * by itself (61, 34061) forgets only its own session and data, so that logging in again finds
 * the form as it was left (a draft keeps no ID number or code, and lasts a day at most).
 */
export function forgetPerson(): void {
  forgetPersonalStorage();
  for (const key of PERSONAL_DATA_KEYS) removeData(key);
}

/** The shop user logs out: the shop session ends and everything of the person goes. */
export function logOutShopUser(): void {
  useShopUserStore.getState().logout();
  forgetPerson();
}

/**
 * A session the server ended (61 for the shop, 34061 for the card): that session and its data
 * go; the person's drafts stay for the login that follows (they hold no ID number or code and
 * last a day at most) and go with the next logout.
 */
export function sessionExpired(scope: 'shop' | 'iot'): void {
  if (scope === 'shop') {
    useShopUserStore.getState().logout();
    removeData(['shop', 'orders']);
  } else {
    useIotStore.getState().clearSession();
    removeData(CARD_KEYS);
  }
}
