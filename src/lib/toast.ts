/** How a toast looks: plain text, success or failure icon, or a loading spinner. */
export type ToastKind = 'text' | 'success' | 'fail' | 'loading';

/** Toast durations of docs/requirements.md section 9 by kind (as the Toast widget): loading stays until hidden. */
export const TOAST_DURATION: Readonly<Record<ToastKind, number>> = {
  success: 1500,
  text: 2000,
  fail: 2500,
  loading: 0,
};
