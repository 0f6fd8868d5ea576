import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WirelessTerminal } from '@/domain/device';
import { formatDateTime, parseServerDate } from '@/lib/dateTime';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import { Tag } from '../../ui/Tag';
import { ListRow, RowList, RowNote, RowText } from '../../ui/listRow';
import { theme } from '@/theme';

export interface TerminalListProps {
  /** Terminals connected to the device. */
  terminals: readonly WirelessTerminal[];
  /** Starts authentication of a terminal that is not authenticated yet. */
  onAuth: (terminal: WirelessTerminal) => void;
}

const List = styled(RowList)`
  margin: 0;
`;

const Text = styled(RowText)`
  font-size: ${theme.fontSizes.md};
  word-break: break-all;
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
          <ListRow $spread key={terminal.mac}>
            <Text>
              <span>{terminal.name}</span>
              <RowNote>{terminal.mac}</RowNote>
              {since && (
                <RowNote>
                  {t('iotServices.terminal.since', { time: formatDateTime(since) })}
                </RowNote>
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
          </ListRow>
        );
      })}
    </List>
  );
}
