// The `state` of a WeChat authorisation this browser started: a random value issued when the
// authorisation starts, kept in this tab's session storage for a short while, carried through the
// authorise endpoint (WeChat hands it back beside the code) and required to match on the way back.
// A code that comes back without it (a link someone else made) is never sent.

/** What an authorisation is for: the launch's official-account login or binding to the card. */
export type AuthPurpose = 'login' | 'bind';

/** Why a returned code is not used: no authorisation of ours waits, or it took too long. */
export type AuthRefusal = 'notStarted' | 'expired';

export type AuthCheck = { ok: true } | { ok: false; reason: AuthRefusal };

/** How long an authorisation may take, from the tap to the way back. */
export const AUTH_STATE_TTL_MS = 10 * 60_000;

const stateKey = (purpose: AuthPurpose) => `sim.wechatAuthState.${purpose}`;
const TRIED_KEY = 'sim.wechatAuthTried';

/** This tab's session storage, or null where reading it throws (storage turned off). */
function tabStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** 128 random bits as hex. */
function randomState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Issues the state of a new authorisation and keeps it for this tab (replacing any earlier one of
 * the same purpose). Returns '' where nothing can be kept: the authorisation cannot be checked on
 * its way back, so it must not start.
 */
export function issueAuthState(purpose: AuthPurpose, now = Date.now()): string {
  const store = tabStore();
  if (!store) return '';
  const value = randomState();
  try {
    store.setItem(stateKey(purpose), JSON.stringify({ value, expires: now + AUTH_STATE_TTL_MS }));
  } catch {
    return '';
  }
  return value;
}

/** Reads and forgets what is kept under a key. */
function takeKept(key: string): { value?: unknown; expires?: unknown } | null {
  try {
    const store = tabStore();
    const raw = store?.getItem(key);
    store?.removeItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Checks the state a code came back with against the one kept, and forgets the kept one either
 * way: a state is good for one way back only.
 */
export function takeAuthState(
  purpose: AuthPurpose,
  returned: unknown,
  now = Date.now(),
): AuthCheck {
  const kept = takeKept(stateKey(purpose));
  if (
    !kept ||
    typeof kept.value !== 'string' ||
    kept.value === '' ||
    typeof returned !== 'string' ||
    returned !== kept.value
  ) {
    return { ok: false, reason: 'notStarted' };
  }
  if (typeof kept.expires !== 'number' || now > kept.expires)
    return { ok: false, reason: 'expired' };
  return { ok: true };
}

/** Whether the launch already sent this tab to an authorisation (one attempt a session). */
export function authorisationTried(): boolean {
  try {
    return tabStore()?.getItem(TRIED_KEY) === '1';
  } catch {
    // Nothing can be remembered: never start one, so it can never loop.
    return true;
  }
}

/** Remembers, for this tab, that the launch sent it to an authorisation. */
export function markAuthorisationTried(): boolean {
  try {
    const store = tabStore();
    if (!store) return false;
    store.setItem(TRIED_KEY, '1');
    return store.getItem(TRIED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The address without what an authorisation brought back (`code`, `state`), in the page's query
 * (inside the hash) and in the address's own query, where a backend may have put them.
 */
export function withoutAuthReturn(href: string): string {
  const strip = (search: string) => {
    const params = new URLSearchParams(search);
    params.delete('code');
    params.delete('state');
    const rest = params.toString();
    return rest ? `?${rest}` : '';
  };
  const hashAt = href.indexOf('#');
  const before = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? null : href.slice(hashAt + 1);
  const queryAt = before.indexOf('?');
  const base =
    queryAt < 0 ? before : `${before.slice(0, queryAt)}${strip(before.slice(queryAt + 1))}`;
  if (hash === null) return base;
  const hashQueryAt = hash.indexOf('?');
  const page =
    hashQueryAt < 0 ? hash : `${hash.slice(0, hashQueryAt)}${strip(hash.slice(hashQueryAt + 1))}`;
  return `${base}#${page}`;
}
