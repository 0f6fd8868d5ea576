import type { ApiEffects } from './errors';

/**
 * Effects before the app is wired: nothing is shown and nobody is navigated. The app, Storybook
 * and the tests install real ones (src/app/wiring.ts) before the first request.
 */
const UNWIRED: ApiEffects = {
  toast: () => {},
  showDialog: async () => '',
  go: () => {},
  sessionExpired: () => {},
  context: () => ({ promoCode: '', currentUrl: '' }),
};

let current: ApiEffects = UNWIRED;

/** The effects in use. */
export const apiEffects = (): ApiEffects => current;

/** Replaces the effects; returns a function restoring the previous ones. */
export function setApiEffects(effects: ApiEffects): () => void {
  const previous = current;
  current = effects;
  return () => {
    current = previous;
  };
}
