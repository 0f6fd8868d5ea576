import { flushSync } from 'react-dom';

/** What a story's beforeEach receives that the clock looks at. */
interface StoryRun {
  viewMode?: string;
}

interface Timer {
  due: number;
  every: number;
  run: () => void;
}

/**
 * A clock that a play function moves by hand, so a widget's timers (autoplay, controls that hide,
 * a toast's duration, a long press) are checked to the millisecond without waiting in real time.
 *
 * While it runs, the page's setTimeout and setInterval with a delay are its own, and Date.now
 * reads its time: timers fire only when the play function calls `advance`, each inside flushSync,
 * so what a timer changes is on screen when `advance` returns. Zero delays are not time, only
 * "next task": they stay on the real clock (userEvent's and Storybook's own timers are such).
 * waitFor and findBy* still see the page change (they watch the DOM) but cannot time out
 * meanwhile: after `advance`, assert with plain expect. Timers still pending when it stops are
 * dropped, as with any fake clock.
 *
 * `beforeEach: clock.beforeEach` starts it before the story renders, for timers set on mount; it
 * is not started on Docs pages (which draw every story without playing them) nor when a story is
 * drawn again for changed controls. `play: clock.during(...)` starts it if needed and stops it when
 * the play function ends, before the accessibility checks and the screenshot.
 */
export function storyClock() {
  const timers = new Map<number, Timer>();
  // Far above the browser's own ids, so clearing one of those is passed on untouched.
  let nextId = 1_000_000_000;
  let time = 0;
  let real: Pick<
    typeof window,
    'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'
  > | null = null;
  let realNow: (() => number) | null = null;
  let startedForStory = false;

  function schedule(every: boolean, handler: TimerHandler, delay = 0, args: unknown[]): number {
    const ms = Math.max(0, Number(delay) || 0);
    if (typeof handler !== 'function') throw new Error('storyClock: timers take functions only');
    const id = nextId++;
    timers.set(id, {
      due: time + ms,
      every: every ? Math.max(1, ms) : 0,
      run: () => handler(...args),
    });
    return id;
  }

  function start() {
    if (real) return;
    real = {
      setTimeout: window.setTimeout,
      clearTimeout: window.clearTimeout,
      setInterval: window.setInterval,
      clearInterval: window.clearInterval,
    };
    const original = real;
    time = 0;
    timers.clear();
    realNow = Date.now;
    const startedAt = realNow();
    Date.now = () => startedAt + time;
    const clear = (id: number | undefined) => {
      if (id !== undefined && !timers.delete(id))
        Reflect.apply(original.clearTimeout, window, [id]);
    };
    // A timer with a delay is the clock's; a zero delay goes to the browser's own.
    const faked =
      (every: boolean, own: (...args: never[]) => number) =>
      (handler: TimerHandler, delay?: number, ...args: unknown[]) =>
        delay && delay > 0
          ? schedule(every, handler, delay, args)
          : Reflect.apply(own, window, [handler, delay, ...args]);
    window.setTimeout = faked(false, original.setTimeout) as typeof setTimeout;
    window.setInterval = faked(true, original.setInterval) as typeof setInterval;
    window.clearTimeout = clear as typeof window.clearTimeout;
    window.clearInterval = clear as typeof window.clearInterval;
  }

  function stop() {
    if (!real) return;
    Object.assign(window, real);
    real = null;
    if (realNow) Date.now = realNow;
    realNow = null;
    timers.clear();
  }

  return {
    /** Milliseconds the clock has been moved since it started. */
    now: () => time,

    /** Moves the clock by `ms`, firing every timer that falls due on the way, in order. */
    async advance(ms: number) {
      if (!real) throw new Error('storyClock: advance() while the clock is not running');
      const until = time + ms;
      for (;;) {
        let dueId: number | undefined;
        let next: Timer | undefined;
        for (const [id, timer] of timers) {
          if (timer.due <= until && (!next || timer.due < next.due)) {
            dueId = id;
            next = timer;
          }
        }
        if (!next || dueId === undefined) break;
        time = next.due;
        if (next.every) next.due += next.every;
        else timers.delete(dueId);
        flushSync(next.run);
        // Promise callbacks the timer started run before the next one fires.
        await Promise.resolve();
      }
      time = until;
      await Promise.resolve();
    },

    /** A story's beforeEach: starts the clock before the story renders; its cleanup stops it. */
    beforeEach(context: StoryRun) {
      if (context.viewMode === 'docs' || startedForStory) return undefined;
      startedForStory = true;
      start();
      return () => {
        startedForStory = false;
        stop();
      };
    },

    /** Wraps a play function: the clock runs during it. */
    during<Context>(run: (context: Context) => Promise<void>) {
      return async (context: Context) => {
        start();
        try {
          await run(context);
        } finally {
          stop();
        }
      };
    },
  };
}

export type StoryClock = ReturnType<typeof storyClock>;
