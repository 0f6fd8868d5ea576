import { create } from 'zustand';

interface UpdateState {
  /** Switches to the waiting new version (the page reloads once it has taken over), or null. */
  apply: (() => void) | null;
  offer: (apply: () => void) => void;
  dismiss: () => void;
}

/** Whether a new version is waiting, and how to switch to it. */
export const useUpdateStore = create<UpdateState>()((set) => ({
  apply: null,
  offer: (apply) => set({ apply }),
  dismiss: () => set({ apply: null }),
}));
