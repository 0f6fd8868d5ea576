import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/api/call';
import * as iot from '@/api/declarations/iot';
import { useDraft } from '@/features/forms/useDraft';
import { sendSms } from '@/api/site';
import { useSmsCountdown } from '@/components/ui/useSmsCountdown';
import { BindPhoneForm } from '@/components/iot/BindPhoneForm';
import { isMobile } from '@/lib/validators';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { useMutation } from '@/features/data/useMutation';
import { IotPage } from '@/features/iot/layout';
import { SIM_KEY, useSim } from '@/features/data/sim';

/** Binds a phone number to the card: mobile number, SMS code, bind. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const sim = useSim().data ?? null;
  const { mutate } = useMutation();
  const simNo = useIotStore((state) => state.simNo);
  // The typed mobile number survives a failed bind, a re-login and a reload; the SMS code is
  // single-use and stays in the page only.
  const [mobile, setMobile, clearMobile] = useDraft(`iot-bindPhone-${simNo}`, () => '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [resendIn, startResend] = useSmsCountdown();

  const send = async () => {
    if (sending) return;
    if (!isMobile(mobile)) return setErrors({ mobile: t('lib.validation.mobile') });
    setSending(true);
    try {
      await mutate(() => sendSms({ mobile, scene: 'bindPhone' }));
      feedback.toast(t('iot.bindPhone.sent'), { kind: 'success' });
      startResend();
    } catch {
      // The API client has told the user why.
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    if (submitting) return;
    const next: { mobile?: string; code?: string } = {};
    if (!isMobile(mobile)) next.mobile = t('lib.validation.mobile');
    if (!/^\d{6}$/.test(code)) next.code = t('iot.bindPhone.codeError');
    setErrors(next);
    if (Object.keys(next).length) return;
    setSubmitting(true);
    try {
      await mutate(() => call(iot.simBindMobile, { mobile, code }), { invalidates: [SIM_KEY] });
    } catch {
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    setMobile('');
    setCode('');
    clearMobile();
    feedback.toast(t('iot.bindPhone.saved'), { kind: 'success' });
    void nav.navigateBack();
  };

  return (
    <IotPage query={query}>
      <BindPhoneForm
        current={sim?.mobile ?? ''}
        mobile={mobile}
        code={code}
        resendIn={resendIn}
        sending={sending}
        submitting={submitting}
        errors={errors}
        onMobileChange={(value) => {
          setMobile(value);
          setErrors((prev) => ({ ...prev, mobile: undefined }));
        }}
        onCodeChange={(value) => {
          setCode(value);
          setErrors((prev) => ({ ...prev, code: undefined }));
        }}
        onSend={() => void send()}
        onSubmit={() => void submit()}
      />
    </IotPage>
  );
}
