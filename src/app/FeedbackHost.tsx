import { useFeedbackStore } from '@/stores/feedback';
import { lazyView } from '@/lib/lazyView';

// Toasts and dialogs show on errors, confirmations and waits only: their code is not part of the
// first load. It downloads once the page is idle (`prefetchFeedback`, so a toast that reports a
// lost network is not waiting for a download itself), or the first time one shows if sooner.
const toastView = lazyView(() => import('@/components/ui/Toast').then((module) => module.Toast));
const dialogView = lazyView(() => import('@/components/ui/Dialog').then((module) => module.Dialog));

/** Downloads the toast's and the dialog's code ahead of their first use. */
export function prefetchFeedback() {
  toastView.prefetch();
  dialogView.prefetch();
}

/** Key a dialog answers with when closed by Escape or back rather than a button. */
export const DIALOG_DISMISSED = 'dismiss';

/**
 * Shows the toast and the first queued dialog of the feedback store: the imperative toasts and
 * dialogs of the API client, the stores and the launch sequence. Mounted once in the shell.
 */
export function FeedbackHost() {
  const toast = useFeedbackStore((state) => state.toast);
  const dialog = useFeedbackStore((state) => state.dialogs[0]);
  const hideToast = useFeedbackStore((state) => state.hideToast);
  const answerDialog = useFeedbackStore((state) => state.answerDialog);
  const Toast = toastView.useView(toast);
  const Dialog = dialogView.useView(dialog);

  return (
    <>
      {toast && Toast && (
        <Toast
          key={toast.id}
          open
          message={toast.message}
          kind={toast.kind}
          duration={toast.duration}
          mask={toast.mask}
          onClose={hideToast}
        />
      )}
      {dialog && Dialog && (
        <Dialog
          key={dialog.id}
          open
          title={dialog.title}
          message={dialog.message}
          buttons={dialog.buttons.map((button) => ({
            key: button.key,
            label: button.label,
            variant: button.primary ? 'primary' : 'default',
            onClick: () => answerDialog(dialog.id, button.key),
          }))}
          onClose={() => answerDialog(dialog.id, DIALOG_DISMISSED)}
        />
      )}
    </>
  );
}
