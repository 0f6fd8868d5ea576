import { memo } from 'react';
import styled from 'styled-components';
import type { NumberItem } from '@/api/types';
import { NumberCard, type NumberCardLabels } from '@/components/shop/NumberCard';
import { localOperator } from '@/features/shop/operators';
import type { NumberPairRow } from '@/features/shop/numberRows';

/** The height of a row of the number lists (two cards side by side). */
export const ROW_HEIGHT = 136;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  height: ${ROW_HEIGHT}px;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  box-sizing: border-box;
`;

/**
 * One row of a number list (./NumberBrowser.tsx). Memoised: scrolling, loading the next page and
 * the filters' own updates do not draw the rows already on screen again.
 */
export const NumberPair = memo(function NumberPair({
  pair,
  onPick,
  labels,
  t,
}: {
  pair: NumberPairRow;
  onPick: (item: NumberItem) => void;
  labels: NumberCardLabels;
  /** The list's translate function, for the operators' names. */
  t: Parameters<typeof localOperator>[1];
}) {
  return (
    <Pair>
      {pair.map((item, index) => (
        // By position, like the rows: a new search or a reused row updates the cards in place.
        <NumberCard
          key={index}
          number={localOperator(item, t)}
          labels={labels}
          onSelect={() => onPick(item)}
        />
      ))}
    </Pair>
  );
});
