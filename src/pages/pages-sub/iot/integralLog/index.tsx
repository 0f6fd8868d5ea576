import { useTranslation } from 'react-i18next';
import { getSimIntegralLogList } from '@/api/iot';
import { LoadState } from '@/components/iot-user/LoadState';
import { LedgerList } from '@/components/points/LedgerList';
import type { PageProps } from '@/router/types';
import { usePagedList } from '../_shared/useRemote';

/** The points ledger: every change of the card's points, newest first. */
export default function IntegralLogPage(_props: PageProps) {
  const { t } = useTranslation();
  const logs = usePagedList((page) => getSimIntegralLogList({ page, pageSize: 20 }), []);
  return (
    <LoadState
      loading={logs.loading && !logs.items.length}
      error={logs.error}
      onRetry={logs.reload}
    >
      <LedgerList
        entries={logs.items.map((log) => ({ ...log, amount: log.integral }))}
        unit={t('iotServices.ledger.unitPoints')}
        hasMore={logs.hasMore}
        loadingMore={logs.loadingMore}
        onLoadMore={() => void logs.loadMore()}
      />
    </LoadState>
  );
}
