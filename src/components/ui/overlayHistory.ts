// The history entries that open overlays (dialogs, sheets, previews) push, so the back button
// closes them: what code outside an overlay needs to know of them, without the overlay hook
// itself (the app's first load waits on this, never on the hook).

/** Marker key on history.state holding the ids of overlays that pushed an entry. */
export const OVERLAY_HISTORY_KEY = '__uiOverlays';

/**
 * Resolves once closing overlays have taken their history entries back. An overlay that closes
 * goes back one entry (so the back button closes it); a navigation started before that step would
 * be undone by it, so whoever navigates right after a dialog or sheet waits for this first.
 */
export function afterOverlaysClose(timeoutMs = 1000): Promise<void> {
  const state = globalThis.history?.state as Record<string, unknown> | null | undefined;
  const overlays = state?.[OVERLAY_HISTORY_KEY];
  if (!Array.isArray(overlays) || overlays.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener('popstate', done);
      // Let the router see the popstate before the next navigation.
      setTimeout(resolve, 0);
    };
    const timer = setTimeout(done, timeoutMs);
    globalThis.addEventListener('popstate', done);
  });
}
