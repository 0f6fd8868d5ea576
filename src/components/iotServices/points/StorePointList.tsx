import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StorePoint } from '@/domain/points';
import { Empty } from '../../ui/Empty';
import { contentButton } from '../../ui/buttonReset';
import { rowDetail } from '../../ui/listRow';
import { theme } from '@/theme';

export interface StorePointListProps {
  /** Pick-up points of the product. */
  stores: readonly StorePoint[];
  /** Id of the chosen store, 0 for none. */
  selectedId: number;
  /** The user chose a store. */
  onSelect: (store: StorePoint) => void;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.button<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  width: calc(100% - 2 * ${theme.space.md});
  margin: ${theme.space.md};
  padding: ${theme.space.md};
  border: 2px solid ${({ $selected }) => ($selected ? theme.colors.brand : 'transparent')};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  ${contentButton}
`;

const Name = styled.span`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

const Muted = styled.span`
  ${rowDetail}
`;

/** Pick-up points with address, phone and opening hours; the chosen one is outlined. */
export function StorePointList({ stores, selectedId, onSelect }: StorePointListProps) {
  const { t } = useTranslation();
  if (!stores.length) return <Empty description={t('iotServices.store.empty')} />;
  return (
    <List>
      {stores.map((store) => (
        <li key={store.id}>
          <Card
            type="button"
            $selected={store.id === selectedId}
            aria-pressed={store.id === selectedId}
            onClick={() => onSelect(store)}
          >
            <Name>{store.name}</Name>
            <Muted>{store.address}</Muted>
            <Muted>
              {t('iotServices.store.phone', { phone: store.phone })} ·{' '}
              {t('iotServices.store.hours', { hours: store.hours })}
            </Muted>
          </Card>
        </li>
      ))}
    </List>
  );
}
