import { lazy, Suspense } from 'react';
import { Toast } from '@/components/ui/Toast';
import { useFeedbackStore } from '@/stores/feedback';

// Dialogs show on errors and confirmations only: their code loads the first time one opens.
const Dialog = lazy(() =>
  import('@/components/ui/Dialog').then((module) => ({ default: module.Dialog })),
);

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

  return (
    <>
      {toast && (
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
      {dialog && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}
