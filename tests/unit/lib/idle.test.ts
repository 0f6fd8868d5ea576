import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_INPUT_MS, whenQuiet } from '@/lib/idle';

// Background work waits for idle time, and for a pause after the visitor's last tap or key: a
// fake clock, and idle periods handed out by hand.

let idle: (() => void)[] = [];
const giveIdleTime = () => {
  for (const callback of idle.splice(0)) callback();
};
const tap = (type: 'pointerdown' | 'keydown' | 'click' = 'pointerdown') =>
  document.body.dispatchEvent(new Event(type, { bubbles: true }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  // Well after any input an earlier test made.
  vi.advanceTimersByTime(10 * AFTER_INPUT_MS);
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idle[handle - 1] = () => undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('background work', () => {
  it('runs in the next idle period when nobody has tapped', () => {
    const task = vi.fn();
    whenQuiet(task);
    expect(task).not.toHaveBeenCalled();
    giveIdleTime();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'click'] as const)(
    'waits a second after a %s before it looks for idle time',
    (type) => {
      whenQuiet(() => undefined); // the first use starts listening
      giveIdleTime();
      tap(type);
      const task = vi.fn();
      whenQuiet(task);
      expect(idle).toHaveLength(0);
      vi.advanceTimersByTime(AFTER_INPUT_MS - 1);
      expect(idle).toHaveLength(0);
      vi.advanceTimersByTime(1);
      giveIdleTime();
      expect(task).toHaveBeenCalledTimes(1);
    },
  );

  it('waits again when a tap comes between its turn and the idle period', () => {
    const task = vi.fn();
    whenQuiet(task);
    tap();
    giveIdleTime();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(AFTER_INPUT_MS);
    giveIdleTime();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, whether waiting for the pause or for idle time', () => {
    const waitingForIdle = vi.fn();
    whenQuiet(waitingForIdle)();
    giveIdleTime();
    tap();
    const waitingForPause = vi.fn();
    whenQuiet(waitingForPause)();
    vi.advanceTimersByTime(AFTER_INPUT_MS);
    giveIdleTime();
    expect(waitingForIdle).not.toHaveBeenCalled();
    expect(waitingForPause).not.toHaveBeenCalled();
  });

  it('runs after the pause where the browser has no idle callbacks, plus the delay asked', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    tap();
    const task = vi.fn();
    whenQuiet(task);
    const later = vi.fn();
    whenQuiet(later, { withoutIdleMs: 200 });
    vi.advanceTimersByTime(AFTER_INPUT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(task).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
