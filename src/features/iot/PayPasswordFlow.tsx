import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, ApiCode } from '@/api/errors';
import * as iot from '@/api/declarations/iot';
import { isWeakPassword, PayPasswordPad } from '@/components/iot/PayPasswordPad';
import { nav } from '@/router/nav';
import { feedback } from '@/stores/feedback';
import { SIM_KEY } from '@/features/data/sim';
import { useMutation } from '@/features/data/useMutation';

type Step = 'old' | 'new' | 'again';

/**
 * Setting (new, again) or changing (old, new, again) the pay password. The current password is
 * checked by the server with the change; a wrong one goes back to its step with the error.
 */
export function PayPasswordFlow({ change }: { change: boolean }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(change ? 'old' : 'new');
  const [attempt, setAttempt] = useState(0);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const updatePayPass = useMutation(iot.simUpdatePayPass, { invalidates: [SIM_KEY] });

  const go = (next: Step, message = '') => {
    setStep(next);
    setError(message);
    setAttempt((n) => n + 1);
  };

  const save = async (password: string) => {
    setBusy(true);
    try {
      await updatePayPass.mutate({ password, oldPassword: change ? oldPassword : undefined });
    } catch (caught) {
      setBusy(false);
      const code = caught instanceof ApiError ? caught.code : 0;
      if (code === ApiCode.callerHandled1 || code === ApiCode.callerHandled2) {
        go('old', t('iot.payPassword.wrongOld'));
      } else {
        // Network or server trouble: the current and the new password stay in the page (never
        // in storage), so only the confirmation is typed again to retry.
        go('again', t('iot.payPassword.saveFailed'));
      }
      return;
    }
    setBusy(false);
    feedback.toast(t('iot.payPassword.saved'), { kind: 'success' });
    void nav.navigateBack();
  };

  const complete = (password: string) => {
    if (busy) return;
    if (step === 'old') {
      setOldPassword(password);
      go('new');
    } else if (step === 'new') {
      if (isWeakPassword(password)) return go('new', t('iot.payPassword.weak'));
      setNewPassword(password);
      go('again');
    } else if (password !== newPassword) {
      go('new', t('iot.payPassword.mismatch'));
    } else void save(password);
  };

  const prompt =
    step === 'old'
      ? t('iot.payPassword.enterOld')
      : step === 'new'
        ? t('iot.payPassword.enterNew')
        : t('iot.payPassword.enterAgain');
  return (
    <PayPasswordPad
      key={`${step}-${attempt}`}
      prompt={prompt}
      error={error}
      info={step === 'old' ? t('iot.payPassword.forgot') : t('iot.payPassword.why')}
      busy={busy}
      onComplete={complete}
    />
  );
}
