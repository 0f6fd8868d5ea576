import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Price } from '@/components/ui/Price';
import { Tag } from '@/components/ui/Tag';
import type { NumberItem } from '@/domain/numbers';
import { oncePerKey } from '@/lib/oncePerKey';
import { theme } from '@/theme';

export interface NumberCardProps {
  /** The number for sale. */
  number: Pick<
    NumberItem,
    | 'id'
    | 'mobile'
    | 'operatorName'
    | 'province'
    | 'city'
    | 'pattern'
    | 'pretty'
    | 'price'
    | 'minConsume'
    | 'reserved'
    | 'reservedUntil'
    | 'fast'
  >;
  /** Called when the number is tapped. */
  onSelect: (id: number) => void;
  /** The card's words, translated once for a whole list; the card translates them itself without. */
  labels?: NumberCardLabels;
}

/**
 * The card is one styled element: its parts are plain elements styled through it, so a list of
 * cards draws one styled component per card rather than one per part.
 */
const Tile = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  width: 100%;
  height: 100%;
  min-width: 0;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    background: ${theme.colors.background};
  }
  & .digits {
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
    white-space: nowrap;
  }
  & .lucky {
    color: ${theme.colors.danger};
  }
  & .meta {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
  }
  /* A place name wraps as a whole, never in the middle of a city name. */
  & .place {
    white-space: nowrap;
  }
  & .line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xxs};
  }
`;

/** Splits 11 digits as 3-4-4 and marks the vanity tail. */
function formatDigits(mobile: string, pretty: boolean) {
  const head = `${mobile.slice(0, 3)} ${mobile.slice(3, 7)} `;
  const tail = mobile.slice(7);
  return pretty ? (
    <>
      {head}
      <span className="lucky">{tail}</span>
    </>
  ) : (
    `${head}${tail}`
  );
}

/** The card's own words, already translated (`useNumberCardLabels`). */
export interface NumberCardLabels {
  free: string;
  minConsume: (amount: number) => string;
  taken: string;
  heldByYou: string;
  fast: string;
  luckyTail: string;
}

/**
 * The card's words in the current language. A list asks once and hands them to every card, so
 * its cards do not each subscribe to the language and translate the same words again.
 */
export function useNumberCardLabels(): NumberCardLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      free: t('shop.number.free'),
      // A list shows a few amounts many times: each is translated once.
      minConsume: oncePerKey((amount: number) => t('shop.number.minConsume', { amount })),
      taken: t('shop.number.taken'),
      heldByYou: t('shop.number.heldByYou'),
      fast: t('shop.number.fast'),
      luckyTail: t('shop.number.luckyTail'),
    }),
    [t],
  );
}

function TranslatedNumberCard(props: NumberCardProps) {
  return <NumberCardBody {...props} labels={useNumberCardLabels()} />;
}

/**
 * One phone number for sale; numbers held by someone else cannot be chosen. Without `labels` the
 * card translates its own words.
 */
export function NumberCard(props: NumberCardProps) {
  return props.labels ? (
    <NumberCardBody {...props} labels={props.labels} />
  ) : (
    <TranslatedNumberCard {...props} />
  );
}

function NumberCardBody({
  number,
  onSelect,
  labels,
}: NumberCardProps & { labels: NumberCardLabels }) {
  const takenByOther = number.reserved;
  return (
    <Tile type="button" disabled={takenByOther} onClick={() => onSelect(number.id)}>
      <span className="digits">{formatDigits(number.mobile, number.pretty)}</span>
      <span className="meta">
        {number.operatorName} ·{' '}
        <span className="place">
          {number.province}
          {number.city && number.city !== number.province ? ` ${number.city}` : ''}
        </span>
      </span>
      <span className="line">
        {number.price > 0 ? (
          <Price amount={number.price} size="sm" decimals={0} />
        ) : (
          <span className="meta">{labels.free}</span>
        )}
        {number.minConsume > 0 && (
          <span className="meta">{labels.minConsume(number.minConsume)}</span>
        )}
      </span>
      <span className="line">
        {takenByOther && <Tag type="default">{labels.taken}</Tag>}
        {number.reservedUntil && <Tag type="success">{labels.heldByYou}</Tag>}
        {number.fast && (
          <Tag type="primary" plain>
            {labels.fast}
          </Tag>
        )}
        {number.pretty && number.pattern !== 'plain' && (
          <Tag type="warning" plain>
            {number.pattern === 'tail' ? labels.luckyTail : number.pattern}
          </Tag>
        )}
      </span>
    </Tile>
  );
}
