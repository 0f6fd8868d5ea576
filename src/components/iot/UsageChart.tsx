import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { HistoryLinePoint } from '@/domain/iot';
import { formatFlow } from '@/components/iot/home/format';
import { Empty } from '@/components/ui/Empty';
import { theme } from '@/theme';

export interface UsageChartProps {
  /** Daily usage, oldest first. */
  points: readonly HistoryLinePoint[];
}

const Box = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  p {
    margin: 0;
    color: ${theme.colors.textSecondary};
  }
`;

const Bars = styled.ol<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  align-items: end;
  gap: 2px;
  height: 10rem;
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${theme.colors.divider};
`;

const Bar = styled.li<{ $height: number }>`
  height: ${({ $height }) => Math.max(2, $height)}%;
  border-radius: 2px 2px 0 0;
  background: ${theme.colors.brand};
`;

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`;

/** Daily data use as bars, with the total and the daily average. */
export function UsageChart({ points }: UsageChartProps) {
  const { t } = useTranslation();
  if (!points.length) return <Empty description={t('iot.common.empty')} />;
  const max = Math.max(...points.map((point) => point.flow), 1);
  const total = points.reduce((sum, point) => sum + Math.max(0, point.flow), 0);
  return (
    <Box aria-label={t('iot.history.chart')}>
      <p>
        {t('iot.history.total', { flow: formatFlow(total) })} ·{' '}
        {t('iot.history.average', { flow: formatFlow(total / points.length) })}
      </p>
      <Bars $count={points.length} aria-label={t('iot.history.chart')}>
        {points.map((point) => (
          <Bar
            key={point.date}
            $height={(Math.max(0, point.flow) / max) * 100}
            aria-label={t('iot.history.day', { date: point.date, flow: formatFlow(point.flow) })}
            title={t('iot.history.day', { date: point.date, flow: formatFlow(point.flow) })}
          />
        ))}
      </Bars>
      <Axis aria-hidden="true">
        <span>{points[0].date.slice(5)}</span>
        <span>{points[points.length - 1].date.slice(5)}</span>
      </Axis>
    </Box>
  );
}
