/**
 * When the data on screen is worth loading again: the connection came back, or the shop is shown
 * again after being in the background (another app, a locked phone, the back-forward cache).
 * Shaped like the focus and online managers of common query libraries, so the cache can be
 * swapped for one of them without the pages noticing: `subscribe` returns an unsubscribe, the
 * state is read with `isOnline` / `isFocused`.
 */

type Listener = () => void;

const hasWindow = () => typeof window !== 'undefined' && typeof document !== 'undefined';

function managerOf(attach: (fire: Listener) => () => void) {
  const listeners = new Set<Listener>();
  let detach: (() => void) | undefined;
  const fire = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    fire,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      if (!detach && hasWindow()) detach = attach(fire);
      return () => {
        listeners.delete(listener);
        if (!listeners.size) {
          detach?.();
          detach = undefined;
        }
      };
    },
  };
}

let online = typeof navigator === 'undefined' || navigator.onLine !== false;

const onlineEvents = managerOf((fire) => {
  const up = () => {
    online = true;
    fire();
  };
  const down = () => {
    online = false;
    fire();
  };
  window.addEventListener('online', up);
  window.addEventListener('offline', down);
  return () => {
    window.removeEventListener('online', up);
    window.removeEventListener('offline', down);
  };
});

/** Whether the device has a connection, and a call when that changes. */
export const onlineManager = {
  isOnline: (): boolean => online,
  /** Called whenever the connection is lost or comes back. */
  subscribe: onlineEvents.subscribe,
  /** Sets the state by hand (tests, a failed request that proves the device offline). */
  setOnline(next: boolean): void {
    if (next === online) return;
    online = next;
    onlineEvents.fire();
  },
};

const focusEvents = managerOf((fire) => {
  const visible = () => {
    if (document.visibilityState !== 'hidden') fire();
  };
  // A page restored from the back-forward cache fires no visibility change of its own.
  const restored = (event: PageTransitionEvent) => {
    if (event.persisted) fire();
  };
  document.addEventListener('visibilitychange', visible);
  window.addEventListener('pageshow', restored);
  return () => {
    document.removeEventListener('visibilitychange', visible);
    window.removeEventListener('pageshow', restored);
  };
});

/** The shop is shown again (visible after being hidden, restored from the back-forward cache). */
export const focusManager = {
  isFocused: (): boolean => !hasWindow() || document.visibilityState !== 'hidden',
  /** Called each time the shop is shown again. */
  subscribe: focusEvents.subscribe,
};
