import { useTranslation } from 'react-i18next';
import * as iot from '@/api/declarations/iot';
import type { PageProps } from '@/router/types';
import { usePagedResource } from '@/features/data/useResource';
import { Ledger, LEDGER_PAGE_SIZE } from '@/features/iotServices/points/Ledger';

/** The coupon-coin ledger: coins earned and spent on coupon exchanges. */
export default function CouponCoinLogPage(_props: PageProps) {
  const { t } = useTranslation();
  const logs = usePagedResource(iot.getCouponCoinLogList, {}, { pageSize: LEDGER_PAGE_SIZE });
  return (
    <Ledger
      logs={logs}
      toEntry={(log) => ({ ...log, amount: log.coin })}
      unit={t('iotServices.ledger.unitCoins')}
    />
  );
}
