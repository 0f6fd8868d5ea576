import { startTransition, useEffect, useState } from 'react';
import { whenQuiet } from '@/lib/idle';

/** Longest wait for an idle period (a page that is never idle): it counts as idle then. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False on the first render, true once the browser has been idle after it: for work a widget can
 * do ahead of a tap (drawing a sheet hidden) without weighing on the page's first screen, nor on
 * the answer to a tap (src/lib/idle.ts).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      // In a transition: what the widget then draws (a hidden sheet and its styles) is rendered
      // in slices that leave input room between them, not in one task.
      whenQuiet(() => startTransition(() => setIdle(true)), {
        timeout: IDLE_TIMEOUT_MS,
        withoutIdleMs: IDLE_TIMEOUT_MS / 2,
      }),
    [],
  );
  return idle;
}
