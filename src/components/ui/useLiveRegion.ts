import { useEffect, useState } from 'react';

/** How long a live region is on the page, empty, before its message goes in. */
export const LIVE_REGION_DELAY_MS = 100;

/**
 * Whether a live region drawn while `active` may now take its message. Screen readers announce
 * what is put into a live region they already know of, not a region that arrives with its text:
 * the region is drawn empty first, and its message goes in once it has been on the page for
 * LIVE_REGION_DELAY_MS (counted in frames, so the message comes only once the page has drawn the
 * empty region; a page in the background, where frames wait, gets it after a timer).
 */
export function useLiveRegionReady(active: boolean): boolean {
  const [ready, setReady] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    setReady(false);
  }
  useEffect(() => {
    if (!active) return;
    if (typeof requestAnimationFrame === 'undefined') {
      const timer = window.setTimeout(() => setReady(true), LIVE_REGION_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    const start = performance.now();
    let frame = 0;
    const tick = () => {
      if (performance.now() - start >= LIVE_REGION_DELAY_MS) setReady(true);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    const fallback = window.setTimeout(() => setReady(true), LIVE_REGION_DELAY_MS * 5);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(fallback);
    };
  }, [active]);
  return active && ready;
}
