import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { InfiniteList } from '@/components/ui/InfiniteList';
import { LoadState } from '@/components/ui/LoadState';
import { PullRefresh } from '@/components/ui/PullRefresh';
import type { NumberList, NumberPairRow } from './numberRows';
import { ROW_HEIGHT } from './NumberPair';

const ListArea = styled.div`
  flex: 1;
  min-height: 0;
  transition: opacity 0.2s;
  &[data-stale] {
    opacity: 0.6;
  }
`;

export interface NumberResultsProps {
  list: NumberList;
  /** Nothing to show yet: the first search is on its way. */
  firstLoad: boolean;
  loading: boolean;
  /** The rows are the last visit's copy, shown until the first answer. */
  kept: boolean;
  /** The rows belong to an earlier search than the one on its way (dimmed). */
  stale: boolean;
  error: boolean;
  finished: boolean;
  refreshing: boolean;
  onRetry: () => void;
  onRefresh: () => void;
  /** Asks for the next page. */
  onLoad: () => void;
  renderPair: (pair: NumberPairRow) => ReactNode;
}

/**
 * The results of a number list (./NumberBrowser.tsx): loading, error and empty states, pull to
 * refresh and the endless list. Memoised with steady handlers: a filter's tap draws the pressed
 * filter alone, and the results only when its answer (or a slow answer's dimming) comes.
 */
export const NumberResults = memo(function NumberResults({
  list,
  firstLoad,
  loading,
  kept,
  stale,
  error,
  finished,
  refreshing,
  onRetry,
  onRefresh,
  onLoad,
  renderPair,
}: NumberResultsProps) {
  const { t } = useTranslation();
  const empty = !list.items.length;
  return (
    <ListArea data-stale={stale || undefined} aria-busy={loading || kept}>
      <LoadState
        loading={firstLoad}
        error={error && empty}
        empty={!firstLoad && !loading && !error && empty}
        emptyText={t('shop.numbers.empty')}
        onRetry={onRetry}
      >
        <PullRefresh
          refreshing={refreshing}
          successText={t('shop.numbers.refreshed')}
          onRefresh={onRefresh}
        >
          <InfiniteList
            scrollKey={list.generation}
            label={t('shop.numbers.listLabel')}
            items={list.rows}
            itemHeight={ROW_HEIGHT}
            height="calc(100dvh - 14rem)"
            recycle
            // The last visit's copy has no next page: the list goes on from the answer.
            loading={loading || kept}
            finished={finished}
            error={error}
            onLoad={onLoad}
            renderItem={renderPair}
          />
        </PullRefresh>
      </LoadState>
    </ListArea>
  );
});
