import styled from 'styled-components';
import { Empty } from '../../ui/Empty';
import { Price } from '../../ui/Price';
import { contentButton } from '../../ui/buttonReset';
import { RowText, rowDetail } from '../../ui/listRow';
import { theme } from '@/theme';

/** One product to choose: VIP, acceleration or coupon. */
export interface PickerProduct {
  /** Product id. */
  id: number;
  /** Name. */
  name: string;
  /** Price in yuan. */
  price: number;
  /** Original price, struck through when higher. */
  originalPrice?: number;
  /** Secondary lines: duration, speed, description (already translated). */
  lines: string[];
  /** Greyed out with this reason (e.g. out of stock), '' when available. */
  disabledReason?: string;
}

export interface ProductPickerProps {
  /** The products. */
  products: readonly PickerProduct[];
  /** Id of the chosen product, 0 for none. */
  selectedId: number;
  /** Accessible name of the list. */
  label: string;
  /** Text when there are no products. */
  emptyText: string;
  /** The user chose a product. */
  onSelect: (id: number) => void;
}

const List = styled.ul`
  margin: ${theme.space.md};
  padding: 0;
  list-style: none;
`;

const Card = styled.button<{ $selected: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.md};
  width: 100%;
  margin-bottom: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 2px solid ${({ $selected }) => ($selected ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radii.lg};
  background: ${({ $selected }) => ($selected ? theme.colors.brandSoft : theme.colors.surface)};
  ${contentButton}

  &:disabled {
    opacity: 0.6;
  }
`;

const Name = styled.span`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  word-break: break-word;
`;

const Muted = styled.span`
  ${rowDetail}
`;

/** A list of products to choose one from; the chosen one is outlined. */
export function ProductPicker({
  products,
  selectedId,
  label,
  emptyText,
  onSelect,
}: ProductPickerProps) {
  if (!products.length) return <Empty description={emptyText} />;
  return (
    <List aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <Card
            type="button"
            $selected={product.id === selectedId}
            aria-pressed={product.id === selectedId}
            disabled={!!product.disabledReason}
            onClick={() => onSelect(product.id)}
          >
            <RowText>
              <Name>{product.name}</Name>
              {product.lines.map((line) => (
                <Muted key={line}>{line}</Muted>
              ))}
              {product.disabledReason && <Muted>{product.disabledReason}</Muted>}
            </RowText>
            <Price
              amount={product.price}
              originalAmount={
                product.originalPrice && product.originalPrice > product.price
                  ? product.originalPrice
                  : undefined
              }
            />
          </Card>
        </li>
      ))}
    </List>
  );
}
