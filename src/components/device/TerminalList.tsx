import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WirelessTerminal } from '@/domain/device';
import { formatDateTime, parseServerDate } from '@/lib/dateTime';
import { Button } from '../ui/Button';
import { Empty } from '../ui/Empty';
import { Tag } from '../ui/Tag';

export interface TerminalListProps {
  /** Terminals connected to the device. */
  terminals: readonly WirelessTerminal[];
  /** Starts authentication of a terminal that is not authenticated yet. */
  onAuth: (terminal: WirelessTerminal) => void;
}

const List = styled.ul`
  margin: 0;
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
  font-size: ${({ theme }) => theme.fontSizes.md};
  word-break: break-all;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Terminals on the device's Wi-Fi: name, MAC, since when, and whether authenticated. */
export function TerminalList({ terminals, onAuth }: TerminalListProps) {
  const { t } = useTranslation();
  if (!terminals.length) return <Empty description={t('iotServices.terminal.empty')} />;
  return (
    <List aria-label={t('iotServices.terminal.list')}>
      {terminals.map((terminal) => {
        const since = parseServerDate(terminal.connectedAt);
        return (
          <Row key={terminal.mac}>
            <Text>
              <span>{terminal.name}</span>
              <Muted>{terminal.mac}</Muted>
              {since && (
                <Muted>{t('iotServices.terminal.since', { time: formatDateTime(since) })}</Muted>
              )}
            </Text>
            {terminal.authed ? (
              <Tag type="success">{t('iotServices.terminal.authed')}</Tag>
            ) : (
              <Button
                size="small"
                round
                variant="primary"
                aria-label={`${t('iotServices.terminal.auth')} ${terminal.name}`}
                onClick={() => onAuth(terminal)}
              >
                {t('iotServices.terminal.auth')}
              </Button>
            )}
          </Row>
        );
      })}
    </List>
  );
}
