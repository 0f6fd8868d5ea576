import { useIotStore } from './iot';
import { DRAFT_PREFIX, KEPT_NUMBERS_KEY } from './keys';
import { useLayoutStore } from './layout';
import { useMiniUserStore } from './miniUser';

/** Keys of a storage, read before any is removed (removing shifts the indexes). */
function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function storages(): Storage[] {
  const found: Storage[] = [];
  for (const read of [() => globalThis.localStorage, () => globalThis.sessionStorage]) {
    try {
      const storage = read();
      if (storage) found.push(storage);
    } catch {
      // storage refused (private mode): nothing is kept there either
    }
  }
  return found;
}

/**
 * What the stores and the storage keep of the person on this phone, gone: every form draft
 * (the order-lookup pair among them), the number list kept for the next visit, the card's
 * persisted information and the recent cards, the points shop's chosen address, and the session
 * ids (a new visitor: the orders and holds the server ties to the old Session-ID stay with it,
 * and the next order is a new attempt). The sessions
 * themselves are ended by their own logouts; the data cache is emptied beside this
 * (src/features/data/personal.ts, which both logouts call).
 */
export function forgetPersonalStorage(): void {
  for (const storage of storages()) {
    try {
      for (const key of keysOf(storage)) {
        if (key.startsWith(DRAFT_PREFIX) || key === KEPT_NUMBERS_KEY) storage.removeItem(key);
      }
    } catch {
      // a storage that refuses holds nothing to forget
    }
  }
  useIotStore.setState({ simInfo: null, recentSims: [] });
  useMiniUserStore.setState({ iotSimAddressId: 0, selectAddressBackPath: '' });
  // Made afresh by the next call (src/stores/layout.ts getSessionId).
  useLayoutStore.setState({ sessionId: '', orderSessionId: '' });
}
