import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChangeSimItem } from '@/domain/iot';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import { Tag } from '../../ui/Tag';
import { ListRow, RowList, RowNote, RowText } from '../../ui/listRow';
import { theme } from '@/theme';

export interface SimSwitchListProps {
  /** Sims of the device. */
  sims: readonly ChangeSimItem[];
  /** Sim number being switched to, so its button spins. */
  switching?: string;
  /** Asks to switch the device to a sim; the page confirms first. */
  onSwitch: (sim: ChangeSimItem) => void;
}

const List = styled(RowList)`
  margin: ${theme.space.md} 0;
`;

const Text = styled(RowText)`
  word-break: break-all;
`;

/** The sims a device can use: operator, signal, the one in use, and switch. */
export function SimSwitchList({ sims, switching = '', onSwitch }: SimSwitchListProps) {
  const { t } = useTranslation();
  if (!sims.length) return <Empty description={t('iotServices.changeDevice.empty')} />;
  return (
    <List aria-label={t('iotServices.changeDevice.list')}>
      {sims.map((sim) => (
        <ListRow $spread key={sim.simNo}>
          <Text>
            <span>{sim.operatorTypeName}</span>
            <RowNote>{sim.simNo}</RowNote>
            <RowNote>
              {t('iotServices.changeDevice.signal', {
                level: Math.max(0, Math.min(4, sim.signal)),
              })}
            </RowNote>
          </Text>
          {sim.current ? (
            <Tag type="success">{t('iotServices.changeDevice.current')}</Tag>
          ) : (
            <Button
              size="small"
              round
              variant="primary"
              loading={switching === sim.simNo}
              disabled={!!switching && switching !== sim.simNo}
              aria-label={`${t('iotServices.changeDevice.switch')} ${sim.operatorTypeName}`}
              onClick={() => onSwitch(sim)}
            >
              {t('iotServices.changeDevice.switch')}
            </Button>
          )}
        </ListRow>
      ))}
    </List>
  );
}
