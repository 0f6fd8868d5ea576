import { create } from 'zustand';
import { TOAST_DURATION, type ToastKind } from '@/lib/toast';

export { TOAST_DURATION, type ToastKind };

export interface ToastState {
  /** Increases with every toast so a host can restart its animation. */
  id: number;
  message: string;
  kind: ToastKind;
  /** Milliseconds before it hides; 0 for a loading toast that stays until hidden. */
  duration: number;
  /** Whether taps on the page are blocked while it shows (loading toasts). */
  mask: boolean;
}

export interface DialogButton {
  /** Returned by showDialog when pressed. */
  key: string;
  label: string;
  /** The main action, styled as primary. */
  primary?: boolean;
}

export interface DialogRequest {
  title?: string;
  message: string;
  buttons: DialogButton[];
}

export interface DialogEntry extends DialogRequest {
  id: number;
  resolve: (key: string) => void;
}

export interface ToastOptions {
  kind?: ToastKind;
  /** Milliseconds; defaults by kind (text 2000, success 1500, fail 2500; 0 keeps it until hidden). */
  duration?: number;
  mask?: boolean;
}

export interface FeedbackState {
  toast: ToastState | null;
  /** Dialogs waiting to be answered; the first one shows. */
  dialogs: DialogEntry[];
  showToast: (message: string, options?: ToastOptions) => void;
  showLoading: (message?: string) => void;
  hideToast: () => void;
  /** Queues a dialog; resolves with the key of the pressed button. */
  showDialog: (request: DialogRequest) => Promise<string>;
  /** Answers the dialog on screen (the host calls it when a button is pressed). */
  answerDialog: (id: number, key: string) => void;
  /** Closes every dialog with the given key (for example on leaving the page). */
  dismissAll: (key?: string) => void;
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;

function clearToastTimer() {
  if (toastTimer !== undefined) clearTimeout(toastTimer);
  toastTimer = undefined;
}

/** Imperative toasts and dialogs for code outside React (API client, stores, launch). */
export const useFeedbackStore = create<FeedbackState>()((set, get) => ({
  toast: null,
  dialogs: [],
  showToast: (message, options = {}) => {
    clearToastTimer();
    const kind = options.kind ?? 'text';
    const duration = options.duration ?? TOAST_DURATION[kind];
    const id = nextId++;
    set({ toast: { id, message, kind, duration, mask: options.mask ?? kind === 'loading' } });
    if (duration > 0) {
      toastTimer = setTimeout(() => {
        toastTimer = undefined;
        if (get().toast?.id === id) set({ toast: null });
      }, duration);
    }
  },
  showLoading: (message = '') => get().showToast(message, { kind: 'loading', duration: 0 }),
  hideToast: () => {
    clearToastTimer();
    set({ toast: null });
  },
  showDialog: (request) =>
    new Promise<string>((resolve) => {
      const id = nextId++;
      set((state) => ({ dialogs: [...state.dialogs, { ...request, id, resolve }] }));
    }),
  answerDialog: (id, key) => {
    const entry = get().dialogs.find((dialog) => dialog.id === id);
    if (!entry) return;
    set((state) => ({ dialogs: state.dialogs.filter((dialog) => dialog.id !== id) }));
    entry.resolve(key);
  },
  dismissAll: (key = 'dismiss') => {
    const pending = get().dialogs;
    set({ dialogs: [] });
    pending.forEach((dialog) => dialog.resolve(key));
  },
}));

/** Shortcuts for code outside React. */
export const feedback = {
  toast: (message: string, options?: ToastOptions) =>
    useFeedbackStore.getState().showToast(message, options),
  loading: (message?: string) => useFeedbackStore.getState().showLoading(message),
  hide: () => useFeedbackStore.getState().hideToast(),
  dialog: (request: DialogRequest) => useFeedbackStore.getState().showDialog(request),
};
