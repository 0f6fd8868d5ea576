import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterPaint } from '@/lib/afterPaint';

export interface BelowFoldProps {
  /** The part drawn after the first screen has been painted. */
  children: ReactNode;
  /**
   * Room the part keeps until it is drawn (any CSS length, default none). Only what lies below
   * the part moves when it arrives, so parts placed last on a page need none.
   */
  minHeight?: string;
  /** Draws the part at once, e.g. where it is the only thing on screen (default false). */
  immediate?: boolean;
}

/** How close to the viewport a waiting part is drawn without waiting for its turn. */
const APPROACH_MARGIN = '100px';

/**
 * Parts wait in one queue and are drawn one per task, in page order, each as a transition: their
 * render yields to input, and no single commit holds the main thread for long.
 */
const queue: (() => void)[] = [];
let draining = false;

function drainNext() {
  const reveal = queue.shift();
  if (!reveal) {
    draining = false;
    return;
  }
  startTransition(reveal);
  // The next part is drawn in a later task, after this one's commit.
  setTimeout(drainNext, 0);
}

const paintApi = () =>
  typeof window !== 'undefined' && typeof window.requestAnimationFrame === 'function';

/**
 * Whether work held back for the first paint may now be drawn: false until the page has been
 * painted once after `armed` became true (and the part's turn in the queue came, or the element
 * behind `ref` came near the viewport); true at once where there is no paint API or `immediate`.
 */
export function useAfterPaint(armed = true, immediate = false) {
  const [shown, setShown] = useState(() => immediate || !paintApi());
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown || !armed) return;
    let live = true;
    const reveal = () => {
      if (live) setShown(true);
    };
    const cancelPaint = afterPaint(() => {
      queue.push(reveal);
      if (!draining) {
        draining = true;
        drainNext();
      }
    });
    let observer: IntersectionObserver | undefined;
    if (ref.current && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) startTransition(reveal);
        },
        { rootMargin: APPROACH_MARGIN },
      );
      observer.observe(ref.current);
    }
    return () => {
      live = false;
      cancelPaint();
      observer?.disconnect();
      const index = queue.indexOf(reveal);
      if (index >= 0) queue.splice(index, 1);
    };
  }, [shown, armed]);

  return { shown, ref };
}

/**
 * Draws its children after the page's first paint (or as soon as they come near the viewport),
 * so the first screen is drawn and painted without the work below it. Where the browser has no
 * paint API (server rendering) or `immediate` is set, the children are drawn at once.
 */
export function BelowFold({ children, minHeight, immediate = false }: BelowFoldProps) {
  const { shown, ref } = useAfterPaint(true, immediate);
  if (shown) return <>{children}</>;
  return (
    <div
      ref={ref}
      data-below-fold="pending"
      aria-hidden="true"
      style={minHeight ? { minHeight } : undefined}
    />
  );
}
