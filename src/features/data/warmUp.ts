import { useEffect } from 'react';
import { prefetchTransport } from '@/api/client';
import { afterPaint } from '@/lib/afterPaint';

/**
 * Fetches the client's HTTP libraries once `ready` (a screen drawn from the early answers is
 * painted) and the browser is idle: the screen's first call the early answers do not cover, such
 * as a list's first filter change, then does not wait for them. Without this they load 2 s after
 * the page, and a filter changed before that took 180 ms at the phone class instead of 70.
 */
export function useClientWarmUp(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    let cancelIdle = () => {};
    const cancelPaint = afterPaint(() => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(prefetchTransport, { timeout: 1000 });
        cancelIdle = () => cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(prefetchTransport, 200);
        cancelIdle = () => clearTimeout(timer);
      }
    });
    return () => {
      cancelPaint();
      cancelIdle();
    };
  }, [ready]);
}
