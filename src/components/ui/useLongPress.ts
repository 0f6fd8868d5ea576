import { useEffect, useRef, type PointerEvent } from 'react';

export interface LongPressOptions {
  /** Milliseconds the finger must stay down (default 350). */
  delay?: number;
  /** Movement in px that cancels the press, so scrolling never triggers it (default 10). */
  tolerance?: number;
}

export interface LongPressHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerMove: (event: PointerEvent) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onPointerLeave: () => void;
  onContextMenu: (event: { preventDefault: () => void }) => void;
}

/** Calls `onLongPress` when a pointer stays down for 350 ms without moving more than 10 px. */
export function useLongPress(
  onLongPress: () => void,
  { delay = 350, tolerance = 10 }: LongPressOptions = {},
): LongPressHandlers {
  const callback = useRef(onLongPress);
  const timer = useRef<number | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  useEffect(() => {
    callback.current = onLongPress;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const cancel = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    start.current = null;
  };

  return {
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      cancel();
      fired.current = false;
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = window.setTimeout(() => {
        fired.current = true;
        start.current = null;
        callback.current();
      }, delay);
    },
    onPointerMove: (event) => {
      const from = start.current;
      if (!from) return;
      if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > tolerance) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    // The browser's own long-press menu would cover ours.
    onContextMenu: (event) => {
      if (fired.current || start.current) event.preventDefault();
    },
  };
}
