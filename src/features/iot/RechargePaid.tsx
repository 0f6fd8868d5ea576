import { formatAmount } from '@/lib/money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayResult } from '@/components/iot/PayResult';
import { Button } from '@/components/ui/Button';
import { nav } from '@/router/nav';
import { IOT_HOME } from '@/router/table/iot';
import { invalidateData } from '@/features/data/cache';
import { SIM_KEY, useSim } from '@/features/data/sim';

/**
 * The screen after a purchase is confirmed paid: its title, what changed, the way home and to the
 * records of what was bought (a tab of the order logs).
 */
export function PaidResult({
  title,
  description,
  records,
}: {
  title: string;
  description?: string;
  records: 'recharges' | 'packages';
}) {
  const { t } = useTranslation();
  return (
    <PayResult tone="paid" title={title} description={description}>
      <Button variant="primary" block round onClick={() => void nav.reLaunch(`/${IOT_HOME}`)}>
        {t('iot.common.backHome')}
      </Button>
      <Button
        block
        round
        onClick={() => void nav.redirectTo(`/pages/iot/index/orderLogs/index?tab=${records}`)}
      >
        {t('iot.common.viewRecords')}
      </Button>
    </PayResult>
  );
}

/**
 * The screen after a recharge (balance or recharge activity) is confirmed paid: reloads the card
 * and shows its new balance, with the way home and to the recharge records. Render it inside the
 * page's own IotPage: leaving that frame would reset the payment.
 */
export function RechargePaid({ title }: { title: string }) {
  const { t } = useTranslation();
  const sim = useSim();
  // The payment changed the card: its balance shows once the card has loaded again.
  const [reloaded, setReloaded] = useState(false);
  useEffect(() => {
    void invalidateData(SIM_KEY).then(() => setReloaded(true));
  }, []);
  const balance = reloaded && !sim.error ? (sim.data?.balance ?? null) : null;

  return (
    <PaidResult
      title={title}
      description={
        balance !== null ? t('iot.balance.newBalance', { amount: formatAmount(balance) }) : ''
      }
      records="recharges"
    />
  );
}
