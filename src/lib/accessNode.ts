// The access node of this session: the base address the app-domain binding service named
// (docs/requirements.md section 7, `data.domain`). Once the service has answered, the API calls
// and the backend's relative pictures go to it until the tab is closed; it is kept in the tab's
// session storage, so a reload sends its first calls there at once, without asking the service again.

import { DEPLOY_SETTINGS } from './deploySettings';

/** The session-storage key of the access node. */
export const ACCESS_NODE_KEY = 'shop.accessNode';

/** Where the storage refuses: kept for this page only. */
let unstored = '';

/** The access node of this session ('' where none has been named). */
export function accessNode(): string {
  try {
    return globalThis.sessionStorage?.getItem(ACCESS_NODE_KEY) || unstored;
  } catch {
    return unstored;
  }
}

/**
 * The access node where it is another base than the deployment's own (`api`; the shop's origin
 * for a backend beside it), else '': the base the calls and relative pictures take from it.
 */
export function distinctAccessNode(
  configured: string = DEPLOY_SETTINGS.api,
  own: string = globalThis.location?.origin ?? '',
): string {
  const node = accessNode();
  return node === configured || (!configured && node === own) ? '' : node;
}

/** Keeps the access node for the session. */
export function keepAccessNode(base: string): void {
  unstored = base;
  try {
    globalThis.sessionStorage?.setItem(ACCESS_NODE_KEY, base);
    unstored = '';
  } catch {
    // A storage that refuses keeps it for this page only.
  }
}
