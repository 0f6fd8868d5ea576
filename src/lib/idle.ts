// Background work (prefetching code, settings no screen shows, tracking reports, a sheet drawn
// ahead of a tap) runs when the browser is idle, and never just after the visitor's tap or key
// press: the browser is idle while the tap's answer is on its way, and a task started then holds
// back the answer's screen when it arrives. On a phone such a task took 20-25 ms.

/** How long after the last tap, click or key press background work waits. */
export const AFTER_INPUT_MS = 1000;

let lastInput = Number.NEGATIVE_INFINITY;
let listening = false;

function noteInput() {
  lastInput = performance.now();
}

function listen() {
  if (listening || typeof addEventListener !== 'function') return;
  listening = true;
  for (const type of ['pointerdown', 'keydown', 'click'] as const)
    addEventListener(type, noteInput, { capture: true, passive: true });
}

export interface QuietOptions {
  /** Longest wait for an idle period once input has paused (a page that is never idle). */
  timeout?: number;
  /** Where the browser has no idle callbacks (Safari): the wait after the pause (default 0). */
  withoutIdleMs?: number;
}

/**
 * Runs `task` in an idle period at least AFTER_INPUT_MS after the last input (where the browser
 * has no idle callbacks, `withoutIdleMs` after that pause). Returns a function that cancels it.
 */
export function whenQuiet(
  task: () => void,
  { timeout, withoutIdleMs = 0 }: QuietOptions = {},
): () => void {
  listen();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  let cancelled = false;
  const sinceInput = () => performance.now() - lastInput;
  const schedule = () => {
    const wait = AFTER_INPUT_MS - sinceInput();
    if (wait > 0) {
      timer = setTimeout(schedule, wait);
    } else if (typeof requestIdleCallback === 'function') {
      idle = requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
    } else {
      timer = setTimeout(run, withoutIdleMs);
    }
  };
  function run() {
    idle = undefined;
    if (cancelled) return;
    // A tap came while the task waited for idle time: it waits for the pause again.
    if (sinceInput() < AFTER_INPUT_MS) schedule();
    else task();
  }
  schedule();
  return () => {
    cancelled = true;
    clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
