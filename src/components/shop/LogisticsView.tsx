import { useTranslation } from 'react-i18next';
import { Steps } from '@/components/ui/Steps';
import { Tag } from '@/components/ui/Tag';
import type { Logistics } from '@/domain/order';
import { Card, CardTitle, Muted, Row } from './parts';

export interface LogisticsViewProps {
  /** The parcel and its track, newest step first. */
  logistics: Logistics;
  /** Formats a step's time for display. */
  formatTime: (iso: string) => string;
}

/** Carrier, tracking number, state and the track of a parcel. */
export function LogisticsView({ logistics, formatTime }: LogisticsViewProps) {
  const { t } = useTranslation();
  const state = (['inTransit', 'delivering', 'signed'] as const)[logistics.state] ?? 'inTransit';
  return (
    <Card aria-labelledby="logistics-title">
      <CardTitle id="logistics-title">{logistics.expressName}</CardTitle>
      <Row>
        <Muted>{t('shop.logistics.no', { no: logistics.expressNo })}</Muted>
        <Tag type={logistics.state === 2 ? 'success' : 'primary'}>
          {t(`shop.logistics.state.${state}`)}
        </Tag>
      </Row>
      {logistics.traces.length ? (
        <Steps
          label={t('shop.logistics.track')}
          items={logistics.traces.map((trace, index) => ({
            key: `${trace.time}-${index}`,
            title: trace.context,
            description: formatTime(trace.time),
          }))}
        />
      ) : (
        <Muted>{t('shop.logistics.noTrace')}</Muted>
      )}
    </Card>
  );
}
