import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChangeSimItem } from '@/domain/iot';
import { Button } from '../ui/Button';
import { Empty } from '../ui/Empty';
import { Tag } from '../ui/Tag';

export interface SimSwitchListProps {
  /** Sims of the device. */
  sims: readonly ChangeSimItem[];
  /** Sim number being switched to, so its button spins. */
  switching?: string;
  /** Asks to switch the device to a sim; the page confirms first. */
  onSwitch: (sim: ChangeSimItem) => void;
}

const List = styled.ul`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  word-break: break-all;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The sims a device can use: operator, signal, the one in use, and switch. */
export function SimSwitchList({ sims, switching = '', onSwitch }: SimSwitchListProps) {
  const { t } = useTranslation();
  if (!sims.length) return <Empty description={t('iotServices.changeDevice.empty')} />;
  return (
    <List aria-label={t('iotServices.changeDevice.list')}>
      {sims.map((sim) => (
        <Row key={sim.simNo}>
          <Text>
            <span>{sim.operatorTypeName}</span>
            <Muted>{sim.simNo}</Muted>
            <Muted>
              {t('iotServices.changeDevice.signal', {
                level: Math.max(0, Math.min(4, sim.signal)),
              })}
            </Muted>
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
        </Row>
      ))}
    </List>
  );
}
