import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Price } from '@/components/ui/Price';
import type { GoodsItem } from '@/domain/goods';
import { GoodsTags } from './GoodsTags';
import { theme } from '@/theme';

export interface GoodsCardProps {
  /** The goods item to show. */
  goods: Pick<
    GoodsItem,
    | 'id'
    | 'name'
    | 'tags'
    | 'operatorName'
    | 'monthlyFee'
    | 'originalFee'
    | 'discountMonths'
    | 'generalFlow'
    | 'directedFlow'
    | 'callMinutes'
    | 'stock'
    | 'sales'
  >;
  /** 1 = a wide row, 2 = a narrow tile for the two-column grid. */
  columns?: 1 | 2;
  /** Called when the card is tapped. */
  onSelect: (id: number) => void;
}

const Tile = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  width: 100%;
  min-width: 0;
  padding: ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.card};
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

const Name = styled.span`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Specs = styled.span`
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.sm};
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
`;

// The narrow tile is an attribute of one rule, not a class of its own per layout.
const Bottom = styled.span`
  display: flex;
  flex-direction: row;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.xxs};
  &[data-narrow] {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const Sales = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`;

/** One data card, broadband or number package in the goods group. */
export function GoodsCard({ goods, columns = 1, onSelect }: GoodsCardProps) {
  const { t } = useTranslation();
  const narrow = columns === 2;
  const flow = goods.generalFlow + goods.directedFlow;
  return (
    <Tile type="button" onClick={() => onSelect(goods.id)}>
      <Name>{goods.name}</Name>
      <Tags>
        <GoodsTags goods={goods} />
      </Tags>
      <Specs>
        {[
          flow > 0 && t('shop.goods.flow', { gb: flow }),
          goods.callMinutes > 0 && t('shop.goods.minutes', { n: goods.callMinutes }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Specs>
      <Bottom data-narrow={narrow || undefined}>
        <span>
          <Price
            amount={goods.monthlyFee}
            originalAmount={goods.originalFee > goods.monthlyFee ? goods.originalFee : undefined}
            size="md"
          />
          <Sales> {t('shop.goods.perMonth')}</Sales>
        </span>
        <Sales>{t('shop.goods.sales', { n: goods.sales })}</Sales>
      </Bottom>
    </Tile>
  );
}
