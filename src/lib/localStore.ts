/**
 * The page's localStorage, or null where reading it throws (some private modes, storage turned
 * off). Callers treat null as "nothing kept" and go on without it.
 */
export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
