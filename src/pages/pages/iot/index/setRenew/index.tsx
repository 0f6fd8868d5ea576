import { formatAmount } from '@/lib/money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as iot from '@/api/declarations/iot';
import { durationText } from '@/components/iot/format';
import { MainAction } from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/RadioGroup';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { Column, Inset, IotPage, Paper } from '@/features/iot/layout';
import { LoadState } from '@/components/ui/LoadState';
import { useResource, loadStateOf } from '@/features/data/useResource';
import { PayPerUseCard } from '@/features/iot/PayPerUseCard';
import { useMutation } from '@/features/data/useMutation';
import { SIM_KEY } from '@/features/data/sim';

/** Auto-renewal: the package renewed from the balance when the current one ends; pay-per-use. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const updateRenew = useMutation(iot.simUpdateRenewPackage, { invalidates: [SIM_KEY] });
  const resource = useResource(iot.getRenewPackageOption);
  const [choice, setChoice] = useState<number | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const current = resource.data?.currentPackageId;

  useEffect(() => {
    if (current !== undefined) setChoice(current);
  }, [current]);

  const save = async () => {
    if (choice === undefined || saving) return;
    setSaving(true);
    try {
      await updateRenew.mutate({ packageId: choice });
      feedback.toast(t('iot.renew.saved'), { kind: 'success' });
      await resource.reload();
    } catch {
      // The API client has told the user why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <IotPage query={query}>
      <Column>
        <Paper>{t('iot.renew.intro')}</Paper>
        <LoadState {...loadStateOf(resource)} frame="block" rows={6}>
          {(option) => (
            <Inset>
              {option.list.length === 0 ? <Paper>{t('iot.renew.empty')}</Paper> : null}
              <RadioGroup<number>
                legend={t('iot.titles.setRenew')}
                hideLegend
                options={[
                  { value: 0, label: t('iot.renew.off') },
                  ...option.list.map((item) => ({
                    value: item.id,
                    label: item.name,
                    description: [
                      t('iot.renew.price', {
                        price: formatAmount(item.price),
                        duration: durationText(t, item.duration, item.durationUnit),
                      }),
                      item.id === option.currentPackageId ? t('iot.renew.current') : '',
                    ]
                      .filter(Boolean)
                      .join(' · '),
                  })),
                ]}
                value={choice}
                onChange={setChoice}
              />
              <MainAction
                loading={saving}
                disabled={choice === option.currentPackageId}
                onClick={() => void save()}
              >
                {t('iot.renew.save')}
              </MainAction>
            </Inset>
          )}
        </LoadState>
        <PayPerUseCard />
      </Column>
    </IotPage>
  );
}
