import { formatAmount } from '@/lib/money';
import { useTranslation } from 'react-i18next';
import * as iot from '@/api/declarations/iot';
import { parseAmount } from '@/components/iot/AmountOptions';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import type { PageProps } from '@/router/types';
import { balanceOrder } from '@/features/data/cardOrders';
import { useSim } from '@/features/data/sim';
import { useResource } from '@/features/data/useResource';
import { queryId } from '@/features/iot/format';
import { OnlineRecharge } from '@/features/iot/OnlineRecharge';

/** Pays a balance recharge online; the balance shows once the server confirms the payment. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const sim = useSim().data ?? null;
  const optionId = queryId(query.optionId);
  const customMoney = optionId ? null : parseAmount(query.money ?? '');
  const isDevice = sim?.sourceType === 2;
  const options = useResource(iot.getBalanceChoose);

  return (
    <OnlineRecharge
      query={query}
      resource={options}
      missingTitle={t('iot.balance.invalidOption')}
      paidTitle={t('iot.balance.success')}
      order={(options) => {
        const option = optionId ? options.find((item) => item.id === optionId) : undefined;
        const amount = option?.money ?? customMoney;
        if (!amount) return null;
        const bonus = option?.giveMoney ?? 0;
        return {
          amount,
          create: balanceOrder(option ? { optionId: option.id } : { money: amount }),
          summary: (
            <CellGroup inset>
              <Cell
                title={isDevice ? t('iot.common.deviceNo') : t('iot.common.rechargeNo')}
                value={(isDevice ? sim?.deviceNo : sim?.simNo) || sim?.simNo}
              />
              <Cell
                title={t('iot.titles.balancePay')}
                value={
                  bonus > 0
                    ? t('iot.balance.summaryBonus', {
                        amount: formatAmount(amount),
                        bonus: formatAmount(bonus),
                      })
                    : t('iot.balance.summary', { amount: formatAmount(amount) })
                }
              />
            </CellGroup>
          ),
        };
      }}
    />
  );
}
