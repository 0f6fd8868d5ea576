import { useTranslation } from 'react-i18next';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { Column, IotPage, Paper } from '@/features/iot/layout';
import { LoadState } from '@/components/ui/LoadState';
import { useFreshSim } from '@/features/iot/card';
import { PayPasswordFlow } from '@/features/iot/PayPasswordFlow';

/** Pay password: set one when there is none; otherwise its state and the way to change it. */
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
        {(sim) =>
          sim.existPayPassword ? (
            <Column>
              <CellGroup inset>
                <Cell title={t('iot.payPassword.isSet')} label={t('iot.payPassword.why')} />
                <Cell
                  title={t('iot.payPassword.change')}
                  isLink
                  onClick={() => void nav.navigateTo('/pages/iot/index/payPassword/validate')}
                />
              </CellGroup>
              <Paper>{t('iot.payPassword.forgot')}</Paper>
            </Column>
          ) : (
            <PayPasswordFlow change={false} />
          )
        }
      </LoadState>
    </IotPage>
  );
}
