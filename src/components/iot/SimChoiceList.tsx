import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { OperatorIcon } from '@/components/iot/home/OperatorIcon';
import type { OperatorType } from '@/domain/numbers';
import { Button } from '@/components/ui/Button';
import { Tag } from '@/components/ui/Tag';
import { gapList } from '../ui/listRow';
import { cardSurface } from '../ui/surfaces';
import { theme } from '@/theme';

export interface SimChoice {
  /** Sim number. */
  simNo: string;
  /** Operator type. */
  operatorType: OperatorType;
  /** Operator name. */
  operatorTypeName: string;
  /** Whether it is the one in use. */
  current: boolean;
  /** Signal 0-4 where known. */
  signal?: number;
}

export interface SimChoiceListProps {
  /** The sims of the device. */
  sims: readonly SimChoice[];
  /** Label of each row's button, translated. */
  actionLabel: string;
  /** Whether the sim in use gets a button too (real-name: yes; switching: no). */
  actOnCurrent?: boolean;
  /** Sim number whose action is running. */
  busySimNo?: string;
  /** The user chose a sim. */
  onChoose: (simNo: string) => void;
}

const List = styled.ul`
  ${gapList}
  padding: 0 ${theme.space.md};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  ${cardSurface}
  > div {
    display: grid;
    gap: ${theme.space.xxs};
    min-width: 0;
  }
  > div > strong {
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  > div > span {
    color: ${theme.colors.textSecondary};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** The sims of a device, the one in use marked, each with an action. */
export function SimChoiceList({
  sims,
  actionLabel,
  actOnCurrent = false,
  busySimNo,
  onChoose,
}: SimChoiceListProps) {
  const { t } = useTranslation();
  return (
    <List>
      {sims.map((sim) => (
        <Row key={sim.simNo}>
          <OperatorIcon operatorType={sim.operatorType} />
          <div>
            <strong>{sim.simNo}</strong>
            <span>
              {sim.operatorTypeName}
              {sim.signal !== undefined
                ? ` · ${t('iot.switchNet.signal', { level: sim.signal })}`
                : ''}
            </span>
            {sim.current ? (
              <span>
                <Tag type="success">{t('iot.switchNet.current')}</Tag>
              </span>
            ) : null}
          </div>
          {!sim.current || actOnCurrent ? (
            <Button
              size="small"
              round
              variant="primary"
              loading={busySimNo === sim.simNo}
              aria-label={`${actionLabel} ${sim.simNo}`}
              onClick={() => onChoose(sim.simNo)}
            >
              {actionLabel}
            </Button>
          ) : null}
        </Row>
      ))}
    </List>
  );
}
