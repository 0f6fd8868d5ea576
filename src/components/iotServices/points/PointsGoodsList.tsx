import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PointsGoods } from '@/domain/points';
import { Empty } from '../../ui/Empty';
import { Thumb } from '../../ui/Thumb';
import { PointsCost } from './PointsCost';
import { theme } from '@/theme';

export interface PointsGoodsListProps {
  /** Products to show. */
  goods: readonly PointsGoods[];
  /** Turns an image path into an address (domain prefixing); identity by default. */
  resolveImage?: (path: string) => string;
  /** The user opened a product. */
  onSelect: (goods: PointsGoods) => void;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: ${theme.space.md};
  list-style: none;
`;

const Card = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  width: 100%;
  height: 100%;
  padding: ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  color: ${theme.colors.text};
  text-align: left;
`;

const Name = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${theme.fontSizes.md};
  word-break: break-word;
`;

const Meta = styled.span`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
`;

const SoldOut = styled.span`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.danger};
`;

/** The points-shop products as a two-column grid; sold-out products say so. */
export function PointsGoodsList({
  goods,
  resolveImage = (path) => path,
  onSelect,
}: PointsGoodsListProps) {
  const { t } = useTranslation();
  if (!goods.length) return <Empty description={t('iotServices.points.noGoods')} />;
  return (
    <Grid>
      {goods.map((item) => (
        <li key={item.id}>
          <Card type="button" onClick={() => onSelect(item)}>
            <Thumb src={resolveImage(item.image)} fluid />
            <Name>{item.name}</Name>
            <PointsCost integral={item.integral} money={item.money} />
            {item.stock > 0 ? (
              <Meta>{t('iotServices.points.sold', { count: item.sales })}</Meta>
            ) : (
              <SoldOut>{t('iotServices.points.soldOut')}</SoldOut>
            )}
          </Card>
        </li>
      ))}
    </Grid>
  );
}
