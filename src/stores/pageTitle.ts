import { create } from 'zustand';

interface PageTitleState {
  /** The history entry the title belongs to, so a title never leaks onto the next page. */
  key: string;
  title: string;
  set: (key: string, title: string) => void;
}

export const usePageTitleStore = create<PageTitleState>()((set) => ({
  key: '',
  title: '',
  set: (key, title) => set({ key, title }),
}));
