import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatFlow } from '@/components/iot/home/format';
import { Progress } from '@/components/ui/Progress';
import { packageCard } from './packageCard';
import { theme } from '@/theme';

export interface CurrentPackageProps {
  /** Total data of the package in MB (-1 unlimited, 0 none). */
  totalFlow: number;
  /** Data used in MB. */
  useFlow: number;
  /** End date, already formatted ('' for none). */
  endDate: string;
  /** Whole days left (negative once expired). */
  daysLeft: number;
}

const Card = styled.section`
  ${packageCard}
  box-shadow: ${theme.shadows.card};
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Soon = styled.strong<{ $warn: boolean }>`
  color: ${({ $warn }) => ($warn ? theme.colors.danger : theme.colors.text)};
`;

/** The card's current package: data used of the total and how long it lasts. */
export function CurrentPackage({ totalFlow, useFlow, endDate, daysLeft }: CurrentPackageProps) {
  const { t } = useTranslation();
  const unlimited = totalFlow === -1;
  const none = !unlimited && totalFlow <= 0;
  const percent = unlimited || none ? 0 : (useFlow / totalFlow) * 100;
  return (
    <Card aria-label={t('iot.packageInfo.current')}>
      <h2>{t('iot.packageInfo.current')}</h2>
      {none ? (
        <p>{t('iot.packageInfo.none')}</p>
      ) : (
        <>
          <Progress
            percent={percent}
            label={t('iot.packageInfo.flow')}
            status={percent >= 90 ? 'danger' : percent >= 70 ? 'warning' : 'normal'}
            text={
              unlimited
                ? t('iot.packageInfo.unlimitedUsed', { used: formatFlow(useFlow) })
                : t('iot.packageInfo.used', {
                    used: formatFlow(useFlow),
                    total: formatFlow(totalFlow),
                  })
            }
          />
        </>
      )}
      {endDate ? (
        <Line>
          <span>{t('iot.packageInfo.validUntil')}</span>
          <Soon $warn={daysLeft <= 30}>
            {endDate}
            {' · '}
            {daysLeft < 0
              ? t('iot.home.flow.expired')
              : t('iot.packageInfo.daysLeft', { count: daysLeft })}
          </Soon>
        </Line>
      ) : null}
    </Card>
  );
}
