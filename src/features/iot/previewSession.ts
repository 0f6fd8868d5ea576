import { localStore } from '@/lib/localStore';
import { isPreviewSimNo } from '@/lib/preview';
import { useIotStore } from '@/stores/iot';
import { removeData } from '@/features/data/cache';
import { CARD_KEYS } from '@/features/data/simKey';

// A layout preview link opened while a card is logged in: the card's session is kept aside (the
// preview needs the session's place for its sample card), the preview asks before it goes on,
// and the card's session comes back when the preview ends or is declined.

const ASIDE_KEY = 'sim.previewAside';

interface Aside {
  simNo: string;
  token: string;
  /** Whether the owner agreed to the preview (asked once). */
  confirmed: boolean;
}

function readAside(): Aside | null {
  try {
    const raw = localStore()?.getItem(ASIDE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { simNo, token, confirmed } = parsed as Record<string, unknown>;
    if (typeof simNo !== 'string' || typeof token !== 'string' || !simNo || isPreviewSimNo(simNo))
      return null;
    return { simNo, token, confirmed: confirmed === true };
  } catch {
    return null;
  }
}

function writeAside(aside: Aside | null): void {
  try {
    if (aside) localStore()?.setItem(ASIDE_KEY, JSON.stringify(aside));
    else localStore()?.removeItem(ASIDE_KEY);
  } catch {
    // Without storage the card's session cannot be kept: it is lost as before.
  }
}

/**
 * Before a preview takes the session's place: keeps a logged-in card's session aside (a preview
 * opened over another preview keeps the card kept first).
 */
export function keepCardSessionAside(): void {
  const { simNo, token } = useIotStore.getState();
  if (!simNo || !token || isPreviewSimNo(simNo)) return;
  writeAside({ simNo, token, confirmed: false });
}

/** Whether the preview on screen replaced a card's session and has not been agreed to yet. */
export const previewNeedsConsent = () => readAside()?.confirmed === false;

/** The card whose session waits for the preview to end ('' when none). */
export const cardAside = () => readAside()?.simNo ?? '';

/** The owner agreed: the preview goes on, the card's session still kept aside. */
export function confirmPreview(): void {
  const aside = readAside();
  if (aside) writeAside({ ...aside, confirmed: true });
}

/**
 * Ends the preview's session: the card's session kept aside comes back (true), or, with none
 * kept, the session is cleared (false).
 */
export function endPreviewSession(): boolean {
  const aside = readAside();
  writeAside(null);
  const store = useIotStore.getState();
  store.clearSession();
  // The sample card's data goes with it.
  removeData(CARD_KEYS);
  if (!aside) return false;
  store.setSession(aside.simNo, aside.token);
  return true;
}
