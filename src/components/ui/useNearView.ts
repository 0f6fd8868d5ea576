import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * How close to the viewport something is drawn (a picture asked for): about a screen's scroll
 * ahead, so it is there by the time it comes into view, but a long list does not ask for all.
 */
export const NEAR_VIEW_MARGIN_PX = 400;

type Callback = () => void;

/** One observer for every element waiting (a long list would otherwise make one per row). */
let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, Callback>();

function observe(element: Element, near: Callback): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        observer?.unobserve(entry.target);
        waiting.delete(entry.target);
        callback?.();
      }
    },
    { rootMargin: `${NEAR_VIEW_MARGIN_PX}px` },
  );
  waiting.set(element, near);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/** Whether an element's box lies within the viewport grown by the margin (drawn ones only). */
function nearNow(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const height = window.innerHeight || document.documentElement.clientHeight;
  const width = window.innerWidth || document.documentElement.clientWidth;
  return (
    box.bottom >= -NEAR_VIEW_MARGIN_PX &&
    box.top <= height + NEAR_VIEW_MARGIN_PX &&
    box.right >= -NEAR_VIEW_MARGIN_PX &&
    box.left <= width + NEAR_VIEW_MARGIN_PX
  );
}

/**
 * Whether the element behind `ref` is, or has once been, near the viewport. One already near
 * when drawn is known before the first paint (no empty frame on the first screen); the others
 * are watched until they come near. Where there is nothing to watch with, true at once.
 */
export function useNearView<T extends Element>(enabled = true) {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver !== 'function');
  const element = useRef<T | null>(null);
  const ref = useCallback((node: T | null) => {
    element.current = node;
  }, []);

  useLayoutEffect(() => {
    const node = element.current;
    if (near || !node) return;
    if (nearNow(node)) {
      setNear(true);
      return;
    }
    return observe(node, () => setNear(true));
  }, [near]);

  return { near, ref };
}
