import { useTranslation } from 'react-i18next';
import { getCouponCoinLogList } from '@/api/iot';
import { LoadState } from '@/components/iot-user/LoadState';
import { LedgerList } from '@/components/points/LedgerList';
import type { PageProps } from '@/router/types';
import { usePagedList } from '../_shared/useRemote';

/** The coupon-coin ledger: coins earned and spent on coupon exchanges. */
export default function CouponCoinLogPage(_props: PageProps) {
  const { t } = useTranslation();
  const logs = usePagedList((page) => getCouponCoinLogList({ page, pageSize: 20 }), []);
  return (
    <LoadState loading={logs.loading} error={logs.error} onRetry={logs.reload}>
      <LedgerList
        entries={logs.items.map((log) => ({ ...log, amount: log.coin }))}
        unit={t('iotServices.ledger.unitCoins')}
        hasMore={logs.hasMore}
        loadingMore={logs.loadingMore}
        onLoadMore={() => void logs.loadMore()}
      />
    </LoadState>
  );
}
