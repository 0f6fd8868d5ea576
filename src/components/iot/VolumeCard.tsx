import { formatAmount } from '@/lib/money';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatFlow } from '@/components/iot/home/format';
import { Button } from '@/components/ui/Button';
import { packageCard } from './packageCard';

export interface VolumeCardProps {
  /** Data used on the pay-per-use package in MB. */
  useFlow: number;
  /** Money spent on it so far in yuan. */
  totalMoney: number;
  /** Price per GB in yuan. */
  gPrice: number;
  /** Closing is running. */
  closing: boolean;
  /** The user asked to close it (the page confirms first). */
  onClose: () => void;
}

const Card = styled.section`
  ${packageCard}
`;

/** The pay-per-use (volume) package with its usage and a way to close it. */
export function VolumeCard({ useFlow, totalMoney, gPrice, closing, onClose }: VolumeCardProps) {
  const { t } = useTranslation();
  return (
    <Card aria-label={t('iot.renew.volumeTitle')}>
      <h2>{t('iot.renew.volumeTitle')}</h2>
      <p>
        {t('iot.packageInfo.volumeUsage', {
          flow: formatFlow(useFlow),
          money: formatAmount(totalMoney),
          price: formatAmount(gPrice),
        })}
      </p>
      <Button variant="danger" block round loading={closing} onClick={onClose}>
        {t('iot.renew.volumeClose')}
      </Button>
    </Card>
  );
}
