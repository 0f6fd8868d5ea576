import { useFeedbackStore } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { useShopUserStore } from '@/stores/shopUser';
import { currentPageUrl } from './context';
import type { ApiEffects, GoKind } from './errors';

/** Navigates through the app's navigation service, loaded on first use so the client stays router-free. */
async function go(kind: GoKind, url: string) {
  const { nav, runtimeUrl } = await import('@/router/nav');
  return nav[kind](runtimeUrl(url));
}

/** history.state key under which the overlay widgets (Dialog, Popup) record their entries. */
const OVERLAY_HISTORY_KEY = '__uiOverlays';

/**
 * A closing dialog goes back one history entry (so the browser back button closes dialogs).
 * Navigating before that back has happened would be undone by it, so wait for it first.
 */
function overlayHistorySettled(timeoutMs = 1000): Promise<void> {
  const state = globalThis.history?.state as Record<string, unknown> | null | undefined;
  const overlays = state?.[OVERLAY_HISTORY_KEY];
  if (!Array.isArray(overlays) || overlays.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener('popstate', done);
      // Let the router see the popstate before the next navigation.
      setTimeout(resolve, 0);
    };
    const timer = setTimeout(done, timeoutMs);
    globalThis.addEventListener('popstate', done);
  });
}

/** The client's side effects in the running app: the feedback store, the stores and the router. */
export const appEffects: ApiEffects = {
  toast: (message, durationMs) =>
    useFeedbackStore.getState().showToast(message, { duration: durationMs }),
  showDialog: async (dialog) => {
    const pressed = await useFeedbackStore.getState().showDialog(dialog);
    await overlayHistorySettled();
    return pressed;
  },
  go,
  sessionExpired: (scope) => {
    if (scope === 'shop') useShopUserStore.getState().logout();
    else useIotStore.getState().clearSession();
  },
  context: () => ({
    promoCode: useLayoutStore.getState().promoCode,
    currentUrl: currentPageUrl(),
  }),
};

let current: ApiEffects = appEffects;

/** The effects in use (tests swap them with setApiEffects). */
export const apiEffects = (): ApiEffects => current;

/** Replaces the effects; returns a function restoring the previous ones. */
export function setApiEffects(effects: ApiEffects): () => void {
  const previous = current;
  current = effects;
  return () => {
    current = previous;
  };
}
