import { useTranslation } from 'react-i18next';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { Column, Paper } from '@/features/iot/layout';
import { FreshCardPage } from '@/features/iot/CardInfo';
import { PayPasswordFlow } from '@/features/iot/PayPasswordFlow';

/** Pay password: set one when there is none; otherwise its state and the way to change it. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  return (
    <FreshCardPage query={query}>
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
    </FreshCardPage>
  );
}
