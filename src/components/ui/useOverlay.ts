import { useEffect, useRef, type RefObject } from 'react';
import { OVERLAY_HISTORY_KEY as HISTORY_KEY } from './overlayHistory';

/** Open overlays, innermost last: only the top one reacts to Escape and Tab. */
const openStack: number[] = [];
let nextId = 1;

/**
 * The history step of the last overlay that closed. history.back() is asynchronous: an overlay
 * opening right after another closes (password sheet, then cashier) must push its entry only once
 * that step is done, or the step would pop the new entry and close the new overlay.
 */
let pendingBack: Promise<void> = Promise.resolve();

function backOnce() {
  pendingBack = pendingBack.then(
    () =>
      new Promise<void>((resolve) => {
        const finish = () => {
          window.removeEventListener('popstate', finish);
          window.clearTimeout(timer);
          resolve();
        };
        const timer = window.setTimeout(finish, 600);
        window.addEventListener('popstate', finish);
        window.history.back();
      }),
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The elements focused last, newest last. An overlay's own content may take focus as it is drawn
 * (a field that focuses itself), before the overlay's hook runs: the element to give focus back
 * to is then the one focused before, outside the overlay.
 */
const focusHistory: HTMLElement[] = [];
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      if (focusHistory[focusHistory.length - 1] === event.target) return;
      focusHistory.push(event.target);
      // Enough for the keys of a pay-password sheet between the button and the next sheet.
      if (focusHistory.length > 32) focusHistory.shift();
    },
    true,
  );
}

/**
 * The element that had focus before `container` opened: the focused element, or when focus is in
 * the overlay already or was lost (the sheet before it closed with the control inside, the button
 * that opened it was disabled meanwhile), the last element focused outside it that is still there.
 */
function focusBefore(container: HTMLElement | null): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !container?.contains(active))
    return active;
  for (let i = focusHistory.length - 1; i >= 0; i--) {
    const element = focusHistory[i];
    if (element.isConnected && !container?.contains(element)) return element;
  }
  return null;
}

/**
 * Where focus goes as an overlay opens: the element its widget marks (`data-overlay-focus`, a
 * sheet's title), else its first control, else the overlay itself.
 */
function openingFocus(container: HTMLElement): HTMLElement {
  return (
    container.querySelector<HTMLElement>('[data-overlay-focus]') ??
    focusableIn(container)[0] ??
    container
  );
}

/**
 * Gives focus back to `element`. A control disabled while the overlay was open (a pay button
 * waiting for the sheet's answer) takes it once it is enabled again, if nothing else took focus
 * meanwhile (for up to a second).
 */
function giveFocusBack(element: HTMLElement) {
  const focus = () => {
    element.focus({ preventScroll: true });
    return document.activeElement === element;
  };
  if (!element.isConnected || focus() || typeof requestAnimationFrame === 'undefined') return;
  const until = performance.now() + 1000;
  const retry = () => {
    const active = document.activeElement;
    if (!element.isConnected || (active && active !== document.body)) return;
    if (!focus() && performance.now() < until) requestAnimationFrame(retry);
  };
  requestAnimationFrame(retry);
}

function overlayIds(): number[] {
  const state = window.history.state as Record<string, unknown> | null;
  const ids = state?.[HISTORY_KEY];
  return Array.isArray(ids) ? (ids as number[]) : [];
}

/** The elements inside `container` that Tab can reach. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export interface OverlayOptions {
  /** Whether the overlay is showing. */
  open: boolean;
  /** Asks the owner to close it (Escape, browser back). */
  onClose: () => void;
  /** The dialog element: focus moves into it and Tab stays inside it. */
  containerRef: RefObject<HTMLElement | null>;
  /** Whether Escape and the back button close it (default true). */
  dismissible?: boolean;
}

/**
 * Dialog behaviour shared by Popup, Dialog, ActionSheet and ImagePreview: pushes a history entry
 * (same URL, so the hash route is untouched) so that browser back closes the overlay first, goes
 * back one entry when the UI closes it, closes on Escape, moves focus in (the title a widget marks
 * with `data-overlay-focus`, else the first control), traps it there and gives it back afterwards.
 */
export function useOverlay({ open, onClose, containerRef, dismissible = true }: OverlayOptions) {
  const closeRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    closeRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    if (!open) return;
    const id = nextId++;
    openStack.push(id);
    const openedContainer = containerRef.current;
    const previouslyFocused = focusBefore(openedContainer);
    let pushed = false;
    let poppedByBrowser = false;
    let closed = false;

    // Deferred so a mount/unmount/mount cycle (React strict mode) pushes only one entry, and
    // after any history step a closing overlay still has under way.
    const pushTimer = window.setTimeout(() => {
      void pendingBack.then(() => {
        if (closed) return;
        const state = (window.history.state as Record<string, unknown> | null) ?? {};
        window.history.pushState({ ...state, [HISTORY_KEY]: [...overlayIds(), id] }, '');
        pushed = true;
      });
    }, 0);

    const onPopState = () => {
      if (!pushed || overlayIds().includes(id)) return;
      poppedByBrowser = true;
      if (dismissibleRef.current) {
        closeRef.current();
      } else {
        // Cannot be dismissed: put the entry back so back keeps working once it can close.
        const state = (window.history.state as Record<string, unknown> | null) ?? {};
        window.history.pushState({ ...state, [HISTORY_KEY]: [...overlayIds(), id] }, '');
        poppedByBrowser = false;
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (openStack[openStack.length - 1] !== id) return;
      const container = containerRef.current;
      if (event.key === 'Escape' && dismissibleRef.current) {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !container) return;
      const items = focusableIn(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };

    const focusTimer = window.setTimeout(() => {
      const container = containerRef.current;
      if (!container || container.contains(document.activeElement)) return;
      // Focus moves into the dialog (its title or first control), so screen readers announce the
      // dialog by its name and read on from there.
      openingFocus(container).focus({ preventScroll: true });
    }, 0);

    window.addEventListener('popstate', onPopState);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      closed = true;
      window.clearTimeout(pushTimer);
      window.clearTimeout(focusTimer);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('keydown', onKeyDown);
      const index = openStack.indexOf(id);
      if (index >= 0) openStack.splice(index, 1);
      if (pushed && !poppedByBrowser && overlayIds().includes(id)) backOnce();
      // Back to where focus was, unless it has already moved on elsewhere (the next overlay,
      // a field the user tapped): focus still in the closing overlay, or lost with it.
      const active = document.activeElement;
      const lost =
        !active ||
        active === document.body ||
        !active.isConnected ||
        Boolean(openedContainer?.contains(active));
      if (previouslyFocused && lost) giveFocusBack(previouslyFocused);
    };
  }, [open, containerRef]);
}

/** Locks page scrolling while an overlay is open. */
export function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}

/** Makes a scroll container keyboard-reachable (tabindex 0) only while its content overflows. */
export function useScrollableFocus(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const update = () => {
      const overflows = element.scrollHeight > element.clientHeight + 1;
      if (overflows && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '0');
      if (!overflows && element.getAttribute('tabindex') === '0')
        element.removeAttribute('tabindex');
    };
    // An observer reports each element once when it starts observing, after the browser's own
    // layout: no layout is forced here, in the task that has just drawn the overlay.
    if (typeof ResizeObserver === 'undefined') {
      update();
      return;
    }
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, active]);
}
