import { getAccelerateList, getVipList } from '@/api/iot';
import { fetchData } from './cache';

// The add-on product lists, one key each under the card's area: the shop page and its cashier
// share a list on its way, and a login or logout forgets them with the card.

export const VIP_PRODUCTS_KEY = ['iot', 'vipProducts'] as const;
export const ACCELERATE_PRODUCTS_KEY = ['iot', 'accelerateProducts'] as const;

/** The VIP products the card can buy. */
export const loadVipProducts = () => fetchData(VIP_PRODUCTS_KEY, () => getVipList());

/** The acceleration packages the card can buy. */
export const loadAccelerateProducts = () =>
  fetchData(ACCELERATE_PRODUCTS_KEY, () => getAccelerateList());
