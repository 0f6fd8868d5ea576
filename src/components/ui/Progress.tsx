import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { tone } from './tone';
import { theme } from '@/theme';

export interface ProgressProps {
  /** Percentage; clamped to 0-100. */
  percent: number;
  /** Shows the percentage text beside the bar (default true). */
  showText?: boolean;
  /** Custom text instead of the percentage, e.g. '3.2 GB / 10 GB'. */
  text?: string;
  /** Accessible name (default the translated 'Progress'). */
  label?: string;
  /** Bar colour scheme: brand (default), warning or danger, e.g. for data nearly used up. */
  status?: 'normal' | 'warning' | 'danger';
  /** Bar thickness, any CSS length (default 6px). */
  strokeWidth?: string;
}

/** The percentage clamped to 0-100 (NaN becomes 0). */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Track = styled.div<{ $height: string }>`
  flex: 1 1 auto;
  height: ${({ $height }) => $height};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $status: 'normal' | 'warning' | 'danger' }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $status }) =>
    $status === 'danger'
      ? theme.colors.danger
      : $status === 'warning'
        ? theme.colors.warning
        : tone.brand(theme)};
  transition: width ${theme.durations.normal};
`;

const Text = styled.span`
  flex: none;
  min-width: 3em;
  text-align: right;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
  font-variant-numeric: tabular-nums;
`;

/** A horizontal progress bar (role=progressbar), clamped to 0-100 %. */
export function Progress({
  percent,
  showText = true,
  text,
  label,
  status = 'normal',
  strokeWidth = '6px',
}: ProgressProps) {
  const { t } = useTranslation();
  const value = clampPercent(percent);
  const shown = text ?? `${Math.round(value)}%`;
  return (
    <Root>
      <Track
        $height={strokeWidth}
        role="progressbar"
        aria-label={label ?? t('ui.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        aria-valuetext={shown}
      >
        <Fill $status={status} style={{ width: `${value}%` }} />
      </Track>
      {showText && <Text aria-hidden="true">{shown}</Text>}
    </Root>
  );
}
