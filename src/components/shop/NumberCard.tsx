import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Price } from '@/components/ui/Price';
import { Tag } from '@/components/ui/Tag';
import type { NumberItem } from '@/domain/numbers';

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
}

const Tile = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  height: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Digits = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
  white-space: nowrap;
`;

const Lucky = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A place name that wraps as a whole, never in the middle of a city name. */
const Place = styled.span`
  white-space: nowrap;
`;

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** Splits 11 digits as 3-4-4 and marks the vanity tail. */
function formatDigits(mobile: string, pretty: boolean) {
  const head = `${mobile.slice(0, 3)} ${mobile.slice(3, 7)} `;
  const tail = mobile.slice(7);
  return pretty ? (
    <>
      {head}
      <Lucky>{tail}</Lucky>
    </>
  ) : (
    `${head}${tail}`
  );
}

/** One phone number for sale; numbers held by someone else cannot be chosen. */
export function NumberCard({ number, onSelect }: NumberCardProps) {
  const { t } = useTranslation();
  const takenByOther = number.reserved;
  return (
    <Tile type="button" disabled={takenByOther} onClick={() => onSelect(number.id)}>
      <Digits>{formatDigits(number.mobile, number.pretty)}</Digits>
      <Meta>
        {number.operatorName} ·{' '}
        <Place>
          {number.province}
          {number.city && number.city !== number.province ? ` ${number.city}` : ''}
        </Place>
      </Meta>
      <Line>
        {number.price > 0 ? (
          <Price amount={number.price} size="sm" decimals={0} />
        ) : (
          <Meta>{t('shop.number.free')}</Meta>
        )}
        {number.minConsume > 0 && (
          <Meta>{t('shop.number.minConsume', { amount: number.minConsume })}</Meta>
        )}
      </Line>
      <Line>
        {takenByOther && <Tag type="default">{t('shop.number.taken')}</Tag>}
        {number.reservedUntil && <Tag type="success">{t('shop.number.heldByYou')}</Tag>}
        {number.fast && (
          <Tag type="primary" plain>
            {t('shop.number.fast')}
          </Tag>
        )}
        {number.pretty && number.pattern !== 'plain' && (
          <Tag type="warning" plain>
            {number.pattern === 'tail' ? t('shop.number.luckyTail') : number.pattern}
          </Tag>
        )}
      </Line>
    </Tile>
  );
}
