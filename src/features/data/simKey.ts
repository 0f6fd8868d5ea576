import { useCallback, useSyncExternalStore } from 'react';
import type { SimInfo } from '@/api/types';
import { useIotStore } from '@/stores/iot';
import { readData, seedData, subscribeData } from './cache';

// The card's information has one key. Every key of the card area starts with 'iot', so a login,
// a logout or a preview forgets them all at once. Apart from the loaders (sim.ts) so that the app
// frame can show the card's layout without the card's API in the first load.

/**
 * The card's information: one key per sim number under this prefix, so a write invalidates
 * `SIM_KEY` whatever card is signed in, and a change of card is a change of key.
 */
// The key of GET /api/iot/simInfo as ./query.ts derives it, written out so that the frame needs
// no declaration in its first load (a unit test keeps the two equal).
export const SIM_KEY = ['iot', 'GET /api/iot/simInfo'] as const;
export const simKeyOf = (simNo: string) => [...SIM_KEY, simNo] as const;
/** The prefix of every key of the signed-in card. */
export const CARD_KEYS = ['iot'] as const;

/** Sim info reloads and sim refreshes closer than this are answered from the last (docs/requirements.md section 4). */
export const SIM_THROTTLE_MS = 1000;

/**
 * Seeds the key with the persisted copy (docs/requirements.md section 3 keeps the sim info): shown at once and
 * loaded again by the first page or call that asks for the card.
 */
export function seedSim(simNo: string = useIotStore.getState().simNo): void {
  const persisted = useIotStore.getState().simInfo;
  if (!simNo || !persisted || readData(simKeyOf(simNo)).data !== undefined) return;
  seedData(simKeyOf(simNo), persisted);
}

/** The signed-in card's information as the cache holds it now (null when none is known). */
export function currentSim(simNo: string = useIotStore.getState().simNo): SimInfo | null {
  if (!simNo) return null;
  seedSim(simNo);
  return readData<SimInfo>(simKeyOf(simNo)).data ?? null;
}

/**
 * The card's information as the cache holds it, without asking for it: for parts of the frame
 * (tab bar, preview badge, image domain) drawn beside a page that loads it.
 */
export function useCurrentSim(): SimInfo | null {
  const simNo = useIotStore((state) => state.simNo);
  const subscribe = useCallback(
    (listener: () => void) => (simNo ? subscribeData(simKeyOf(simNo), listener) : () => undefined),
    [simNo],
  );
  const read = useCallback(() => currentSim(simNo), [simNo]);
  return useSyncExternalStore(subscribe, read, read);
}
