import { create } from 'zustand';

interface AppClosedState {
  /** The app was quit: nothing but the closed screen shows any more. */
  closed: boolean;
}

/** Whether the app was quit (a launch failure the user confirmed). */
export const useAppClosedStore = create<AppClosedState>()(() => ({ closed: false }));

/**
 * Quits the app. Browsers close only windows a script opened, so the app also stops itself: the
 * pages give way to a screen saying it was closed, and nothing behind the dialog stays usable.
 */
export function quitApp(): void {
  useAppClosedStore.setState({ closed: true });
  try {
    globalThis.close?.();
  } catch {
    // Not allowed to close this window: the closed screen says what happened.
  }
}
