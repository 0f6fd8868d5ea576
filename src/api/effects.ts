import { useFeedbackStore } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { useShopUserStore } from '@/stores/shopUser';
import { currentPageUrl } from './context';
import type { ApiEffects, GoKind } from './errors';

/** Navigates through the app's navigation service, loaded on first use so the client stays router-free. */
async function go(kind: GoKind, url: string) {
  const { nav } = await import('@/router/nav');
  return nav[kind](url);
}

/** The client's side effects in the running app: the feedback store, the stores and the router. */
export const appEffects: ApiEffects = {
  toast: (message, durationMs) =>
    useFeedbackStore.getState().showToast(message, { duration: durationMs }),
  showDialog: (dialog) => useFeedbackStore.getState().showDialog(dialog),
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
