import { useTranslation } from 'react-i18next';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { Column, IotPage, Loaded, Paper, useFreshSim } from '../../shared';
import { PayPasswordFlow } from './flow';

/** Pay password: set one when there is none; otherwise its state and the way to change it. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const { state, reload } = useFreshSim();
  return (
    <IotPage query={query}>
      <Loaded state={state} onRetry={() => void reload()}>
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
      </Loaded>
    </IotPage>
  );
}
