import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime, parseServerDate } from '@/lib/dateTime';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import { ListRow, RowList, RowNote, RowText } from '../../ui/listRow';
import { theme } from '@/theme';

/** One ledger line: a change with what it was for. */
export interface LedgerEntry {
  /** Line id. */
  id: number;
  /** Change; negative when spent. */
  amount: number;
  /** Balance after the change. */
  after: number;
  /** What it was for. */
  remark: string;
  /** When (ISO). */
  createdAt: string;
}

export interface LedgerListProps {
  /** Lines, newest first. */
  entries: readonly LedgerEntry[];
  /** Name of the unit after the balance, e.g. "points" (translated). */
  unit: string;
  /** Whether more lines can be loaded. */
  hasMore: boolean;
  /** Loading the next page. */
  loadingMore?: boolean;
  /** Loads the next page. */
  onLoadMore: () => void;
}

const List = styled(RowList)`
  margin: ${theme.space.md} 0 0;
`;

const Text = styled(RowText)`
  font-size: ${theme.fontSizes.md};
  word-break: break-word;
`;

const Amount = styled.span<{ $plus: boolean }>`
  flex: none;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  color: ${({ $plus }) => ($plus ? theme.colors.brand : theme.colors.danger)};
`;

const More = styled.div`
  padding: ${theme.space.md};
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** A ledger (points or coupon coins): each change with its reason, time and balance after. */
export function LedgerList({
  entries,
  unit,
  hasMore,
  loadingMore = false,
  onLoadMore,
}: LedgerListProps) {
  const { t } = useTranslation();
  if (!entries.length) return <Empty description={t('iotServices.ledger.empty')} />;
  return (
    <>
      <List>
        {entries.map((entry) => {
          const time = parseServerDate(entry.createdAt);
          return (
            <ListRow $spread key={entry.id}>
              <Text>
                <span>{entry.remark}</span>
                <RowNote>
                  {time ? formatDateTime(time) : ''} ·{' '}
                  {t('iotServices.ledger.after', { after: entry.after, unit })}
                </RowNote>
              </Text>
              <Amount $plus={entry.amount >= 0}>
                {entry.amount >= 0 ? `+${entry.amount}` : entry.amount}
              </Amount>
            </ListRow>
          );
        })}
      </List>
      <More>
        {hasMore ? (
          <Button size="small" round loading={loadingMore} onClick={onLoadMore}>
            {t('iotServices.ledger.more')}
          </Button>
        ) : (
          t('iotServices.ledger.noMore')
        )}
      </More>
    </>
  );
}
