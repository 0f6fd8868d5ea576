import * as iot from '@/api/declarations/iot';
import { VolumeCard } from '@/components/iot/VolumeCard';
import { i18next } from '@/i18n';
import { feedback } from '@/stores/feedback';
import { SIM_KEY, useSim } from '@/features/data/sim';
import { useMutation } from '@/features/data/useMutation';

/** Asks whether to close the pay-per-use package. */
async function confirmCloseVolume(): Promise<boolean> {
  const t = i18next.t.bind(i18next);
  const pressed = await feedback.dialog({
    message: t('iot.renew.volumeConfirm'),
    buttons: [
      { key: 'cancel', label: t('common.cancel') },
      { key: 'ok', label: t('iot.renew.volumeClose'), primary: true },
    ],
  });
  return pressed === 'ok';
}

/** The card's pay-per-use package with its close button; nothing when the card has none. */
export function PayPerUseCard() {
  const sim = useSim().data ?? null;
  const { pending, mutate } = useMutation(iot.closeVolumePackage, { invalidates: [SIM_KEY] });
  if (!sim?.volumePackageId || !sim.volume) return null;
  return (
    <VolumeCard
      {...sim.volume}
      closing={pending}
      onClose={async () => {
        if (pending || !(await confirmCloseVolume())) return;
        // Closed: the card reloads everywhere; refused: the API client said why.
        await mutate().then(
          () => feedback.toast(i18next.t('iot.renew.volumeClosed'), { kind: 'success' }),
          () => undefined,
        );
      }}
    />
  );
}
