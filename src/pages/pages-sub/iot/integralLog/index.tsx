import { useTranslation } from 'react-i18next';
import { getSimIntegralLogList } from '@/api/iot';
import type { PageProps } from '@/router/types';
import { Ledger } from '@/features/points/Ledger';

/** The points ledger: every change of the card's points, newest first. */
export default function IntegralLogPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <Ledger
      fetchPage={getSimIntegralLogList}
      toEntry={(log) => ({ ...log, amount: log.integral })}
      unit={t('iotServices.ledger.unitPoints')}
    />
  );
}
