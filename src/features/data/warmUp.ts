import { useEffect } from 'react';
import { prefetchTransport } from '@/api/client';
import { afterPaint } from '@/lib/afterPaint';
import { whenQuiet } from '@/lib/idle';

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
      cancelIdle = whenQuiet(prefetchTransport, { timeout: 1000, withoutIdleMs: 200 });
    });
    return () => {
      cancelPaint();
      cancelIdle();
    };
  }, [ready]);
}
