import { useTranslation } from 'react-i18next';
import { getSimIntegralLogList } from '@/api/iot';
import { LoadState } from '@/components/ui/LoadState';
import { LedgerList } from '@/components/points/LedgerList';
import type { PageProps } from '@/router/types';
import { usePagedResource } from '@/features/data/useResource';

/** The points ledger: every change of the card's points, newest first. */
export default function IntegralLogPage(_props: PageProps) {
  const { t } = useTranslation();
  const logs = usePagedResource((page) => getSimIntegralLogList({ page, pageSize: 20 }), []);
  return (
    <LoadState
      frame="block"
      loading={!logs.loaded}
      error={logs.error && !logs.loaded}
      onRetry={logs.reload}
    >
      <LedgerList
        entries={logs.items.map((log) => ({ ...log, amount: log.integral }))}
        unit={t('iotServices.ledger.unitPoints')}
        hasMore={!logs.finished}
        loadingMore={logs.loadingMore}
        onLoadMore={() => void logs.loadMore()}
      />
    </LoadState>
  );
}
