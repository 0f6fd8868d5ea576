import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Logistics } from '@/domain/order';
import { formatDateTime, parseServerDate } from '@/lib/dateTime';
import { Steps } from '../../ui/Steps';
import { theme } from '@/theme';

export interface LogisticsPanelProps {
  /** The parcel's logistics; null before it ships. */
  logistics: Logistics | null;
}

const Panel = styled.section`
  margin: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const Heading = styled.h2`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.lg};
`;

const Line = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
  word-break: break-all;
`;

/** Carrier, tracking number, state and the track of a shipped parcel, newest first. */
export function LogisticsPanel({ logistics }: LogisticsPanelProps) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="logistics-heading">
      <Heading id="logistics-heading">{t('iotServices.orders.logistics')}</Heading>
      {logistics ? (
        <>
          <Line>
            {logistics.expressName} {logistics.expressNo} ·{' '}
            {t(`iotServices.orders.logisticsState.${logistics.state}`)}
          </Line>
          <Steps
            label={t('iotServices.orders.logistics')}
            items={logistics.traces.map((trace, index) => {
              const time = parseServerDate(trace.time);
              return {
                key: `${index}-${trace.time}`,
                title: trace.context,
                description: time ? formatDateTime(time) : trace.time,
              };
            })}
          />
        </>
      ) : (
        <Line>{t('iotServices.orders.notShipped')}</Line>
      )}
    </Panel>
  );
}
