import { useTranslation } from 'react-i18next';
import * as points from '@/api/declarations/points';
import type { PageProps } from '@/router/types';
import { usePagedResource } from '@/features/data/useResource';
import { Ledger, LEDGER_PAGE_SIZE } from '@/features/iotServices/points/Ledger';

/** The points ledger: every change of the card's points, newest first. */
export default function IntegralLogPage(_props: PageProps) {
  const { t } = useTranslation();
  const logs = usePagedResource(points.getSimIntegralLogList, {}, { pageSize: LEDGER_PAGE_SIZE });
  return (
    <Ledger
      logs={logs}
      toEntry={(log) => ({ ...log, amount: log.integral })}
      unit={t('iotServices.ledger.unitPoints')}
    />
  );
}
