import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as iot from '@/api/declarations/iot';
import { AmountOptions, parseAmount } from '@/components/iot/AmountOptions';
import { BalanceSummary } from '@/components/iot/BalanceSummary';
import { MainAction } from '@/components/ui/Button';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { Column, Inset, IotPage } from '@/features/iot/layout';
import { LoadState } from '@/components/ui/LoadState';
import { useResource, loadStateOf } from '@/features/data/useResource';
import { useSim } from '@/features/data/sim';

/** Balance: current balance and arrears, recharge amounts, then the payment page. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const sim = useSim().data ?? null;
  const resource = useResource(iot.getBalanceChoose);
  const [selectedId, setSelectedId] = useState(0);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState('');
  const isDevice = sim?.sourceType === 2;

  const next = () => {
    if (selectedId) {
      void nav.navigateTo(`/pages/iot/index/balance/pay?optionId=${selectedId}`);
      return;
    }
    if (!custom.trim()) return setError(t('iot.balance.chooseError'));
    const amount = parseAmount(custom);
    if (amount === null) return setError(t('iot.balance.customError'));
    void nav.navigateTo(`/pages/iot/index/balance/pay?money=${amount}`);
  };

  return (
    <IotPage query={query}>
      <Column>
        <BalanceSummary
          balance={sim?.balance ?? 0}
          arrears={sim?.arrearsBalance ?? 0}
          number={(isDevice ? sim?.deviceNo : sim?.simNo) || sim?.simNo || ''}
          isDevice={isDevice}
        />
        <LoadState {...loadStateOf(resource)} frame="block" rows={6}>
          {(options) => (
            <Inset>
              <AmountOptions
                options={options}
                selectedId={selectedId}
                custom={custom}
                error={error}
                onSelect={(id) => {
                  setSelectedId(id);
                  setCustom('');
                  setError('');
                }}
                onCustomChange={(value) => {
                  setCustom(value);
                  setSelectedId(0);
                  setError('');
                }}
              />
              <MainAction onClick={next}>{t('iot.balance.next')}</MainAction>
            </Inset>
          )}
        </LoadState>
        <CellGroup inset>
          <Cell
            title={t('iot.balance.offers')}
            isLink
            onClick={() => void nav.navigateTo('/pages/iot/index/couponChoose/index')}
          />
          <Cell
            title={t('iot.balance.records')}
            isLink
            onClick={() => void nav.navigateTo('/pages/iot/index/orderLogs/index?tab=recharges')}
          />
        </CellGroup>
      </Column>
    </IotPage>
  );
}
