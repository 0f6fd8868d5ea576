import { createJSONStorage, type StateStorage } from 'zustand/middleware';

/** localStorage when it works (not in some private modes), else an in-memory stand-in. */
function safeLocalStorage(): StateStorage {
  const memory = new Map<string, string>();
  const fallback: StateStorage = {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
  try {
    const storage = globalThis.localStorage;
    if (!storage) return fallback;
    const probe = '__shop_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return fallback;
  }
}

export const persistStorage = createJSONStorage(() => safeLocalStorage());

export { STORE_PREFIX } from './keys';
