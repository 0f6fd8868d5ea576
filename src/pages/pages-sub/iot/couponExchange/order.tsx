import { useTranslation } from 'react-i18next';
import { getCouponCoinLogList } from '@/api/iot';
import { LoadState } from '@/components/ui/LoadState';
import { LedgerList } from '@/components/points/LedgerList';
import type { PageProps } from '@/router/types';
import { usePagedResource } from '@/features/data/useResource';

/** The coupon-coin ledger: coins earned and spent on coupon exchanges. */
export default function CouponCoinLogPage(_props: PageProps) {
  const { t } = useTranslation();
  const logs = usePagedResource((page) => getCouponCoinLogList({ page, pageSize: 20 }), []);
  return (
    <LoadState
      frame="block"
      loading={!logs.loaded}
      error={logs.error && !logs.loaded}
      onRetry={logs.reload}
    >
      <LedgerList
        entries={logs.items.map((log) => ({ ...log, amount: log.coin }))}
        unit={t('iotServices.ledger.unitCoins')}
        hasMore={!logs.finished}
        loadingMore={logs.loadingMore}
        onLoadMore={() => void logs.loadMore()}
      />
    </LoadState>
  );
}
