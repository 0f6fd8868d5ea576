import { useTranslation } from 'react-i18next';
import { getCouponCoinLogList } from '@/api/iot';
import type { PageProps } from '@/router/types';
import { Ledger } from '@/features/points/Ledger';

/** The coupon-coin ledger: coins earned and spent on coupon exchanges. */
export default function CouponCoinLogPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <Ledger
      fetchPage={getCouponCoinLogList}
      toEntry={(log) => ({ ...log, amount: log.coin })}
      unit={t('iotServices.ledger.unitCoins')}
    />
  );
}
