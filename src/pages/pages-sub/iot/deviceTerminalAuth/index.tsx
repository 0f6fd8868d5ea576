import { useState } from 'react';
import * as device from '@/api/declarations/device';
import { useTranslation } from 'react-i18next';
import { call } from '@/api/call';
import { useDraft } from '@/features/forms/useDraft';
import type { WirelessTerminal } from '@/api/types';
import { useSmsCountdown } from '@/components/ui/useSmsCountdown';
import { TerminalAuthForm } from '@/components/iotServices/device/TerminalAuthForm';
import { TerminalList } from '@/components/iotServices/device/TerminalList';
import { LoadState } from '@/components/ui/LoadState';
import { Popup } from '@/components/ui/Popup';
import { i18next } from '@/i18n';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { useMutation } from '@/features/data/useMutation';
import { useResource, loadStateOf } from '@/features/data/useResource';

/** Terminals on the device's Wi-Fi; an unauthenticated one is authenticated by SMS. */
export default function DeviceTerminalAuthPage(_props: PageProps) {
  const { t } = useTranslation();
  const terminals = useResource(device.getDeviceWirelessAuthList);
  const [target, setTarget] = useState<WirelessTerminal | null>(null);
  // One wait for every terminal: a new code restarts it, a terminal opened meanwhile shows it.
  const [resendIn, startResend] = useSmsCountdown();
  const sending = useMutation();
  const submitting = useMutation();
  // The mobile is kept for the next terminal and across reloads; SMS codes never are.
  const simNo = useIotStore((state) => state.simNo);
  const [mobile, setMobile] = useDraft(`iot-terminal-mobile:${simNo}`, () => '');

  const sendCode = (mobile: string) =>
    sending.mutate(async () => {
      try {
        await call(device.deviceTerminalAuthSms, { mobile });
      } catch {
        return;
      }
      feedback.toast(String(i18next.t('iotServices.terminal.codeSent')), { kind: 'success' });
      startResend();
    });

  const submit = (values: { mobile: string; code: string }) =>
    submitting.mutate(async () => {
      if (!target) return;
      try {
        await call(device.deviceTerminalAuth, { mac: target.mac, ...values });
      } catch {
        return;
      }
      feedback.toast(String(i18next.t('iotServices.terminal.done')), { kind: 'success' });
      setTarget(null);
      await terminals.reload();
    });

  return (
    <LoadState {...loadStateOf(terminals)} frame="block">
      <TerminalList terminals={terminals.data ?? []} onAuth={setTarget} />
      <Popup
        open={target !== null}
        onClose={() => setTarget(null)}
        title={t('iotServices.terminal.formLabel', { name: target?.name ?? '' })}
      >
        {target && (
          <TerminalAuthForm
            terminalName={target.name}
            initialMobile={mobile}
            onMobileChange={setMobile}
            resendIn={resendIn}
            sending={sending.pending}
            submitting={submitting.pending}
            onSendCode={(mobile) => void sendCode(mobile)}
            onSubmit={(values) => void submit(values)}
          />
        )}
      </Popup>
    </LoadState>
  );
}
