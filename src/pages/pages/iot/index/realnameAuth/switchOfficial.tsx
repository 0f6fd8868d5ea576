import { useTranslation } from 'react-i18next';
import { SimChoiceList } from '@/components/iot/SimChoiceList';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { Column, IotPage, Paper } from '@/features/iot/layout';
import { LoadState } from '@/components/ui/LoadState';
import { useFreshSim } from '@/features/iot/card';

/** A device holds several sims: choose which one to verify with the operator. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const resource = useFreshSim();
  return (
    <IotPage query={query}>
      <LoadState
        data={resource.data}
        loading={resource.loading}
        error={resource.error}
        onRetry={() => void resource.reload()}
        frame="block"
        rows={6}
      >
        {(sim) => (
          <Column>
            <Paper>{t('iot.realname.deviceSims')}</Paper>
            <SimChoiceList
              sims={
                sim.viceSims?.length
                  ? sim.viceSims
                  : [
                      {
                        simNo: sim.simNo,
                        operatorType: sim.operatorType ?? 4,
                        operatorTypeName: sim.operatorTypeName ?? '',
                        current: true,
                      },
                    ]
              }
              actionLabel={t('iot.realname.go')}
              actOnCurrent
              onChoose={(simNo) =>
                void nav.navigateTo(
                  `/pages/iot/index/realnameAuth/subOfficial?simNo=${encodeURIComponent(simNo)}`,
                )
              }
            />
          </Column>
        )}
      </LoadState>
    </IotPage>
  );
}
