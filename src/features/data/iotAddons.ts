import * as iot from '@/api/declarations/iot';
import { fetchData } from './cache';
import { queryOf } from './query';

// The add-on product lists, keyed by their declarations under the card's area: the shop page and
// its cashier share a list on its way, and a login or logout forgets them with the card.

const load = <T>(query: { key: readonly unknown[]; load: () => Promise<T> }) =>
  fetchData(query.key, query.load);

/** The VIP products the card can buy. */
export const loadVipProducts = () => load(queryOf(iot.getVipList));

/** The acceleration packages the card can buy. */
export const loadAccelerateProducts = () => load(queryOf(iot.getAccelerateList));
