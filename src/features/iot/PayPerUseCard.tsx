import { useState } from 'react';
import { closeVolumePackage } from '@/api/iot';
import { VolumeCard } from '@/components/iot/VolumeCard';
import { i18next } from '@/i18n';
import { feedback } from '@/stores/feedback';
import { reloadSimInfo } from '@/stores/iotSession';
import { useSimInfo } from './card';

/** Asks, then closes the pay-per-use package and reloads the card. Resolves true when closed. */
async function confirmCloseVolume(): Promise<boolean> {
  const t = i18next.t.bind(i18next);
  const pressed = await feedback.dialog({
    message: t('iot.renew.volumeConfirm'),
    buttons: [
      { key: 'cancel', label: t('common.cancel') },
      { key: 'ok', label: t('iot.renew.volumeClose'), primary: true },
    ],
  });
  if (pressed !== 'ok') return false;
  try {
    await closeVolumePackage();
  } catch {
    return false;
  }
  feedback.toast(t('iot.renew.volumeClosed'), { kind: 'success' });
  await reloadSimInfo();
  return true;
}

/** The card's pay-per-use package with its close button; nothing when the card has none. */
export function PayPerUseCard() {
  const sim = useSimInfo();
  const [closing, setClosing] = useState(false);
  if (!sim?.volumePackageId || !sim.volume) return null;
  return (
    <VolumeCard
      {...sim.volume}
      closing={closing}
      onClose={async () => {
        setClosing(true);
        await confirmCloseVolume();
        setClosing(false);
      }}
    />
  );
}
