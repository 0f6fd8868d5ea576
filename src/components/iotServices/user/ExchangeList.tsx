import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CouponExchangeItem } from '@/domain/iot';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import { RowText } from '../../ui/listRow';
import { theme } from '@/theme';

export interface ExchangeListProps {
  /** Coupons that coins buy. */
  items: readonly CouponExchangeItem[];
  /** Coupon coins of the card. */
  coins: number;
  /** Id of the item being exchanged, so its button spins. */
  exchangingId?: number;
  /** Asks to exchange coins for a coupon; the page confirms first. */
  onExchange: (item: CouponExchangeItem) => void;
}

const List = styled.ul`
  margin: ${theme.space.md};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const Value = styled.span`
  flex: none;
  min-width: 4rem;
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.danger};
  text-align: center;
`;

const Text = styled(RowText)`
  flex: 1;
  word-break: break-word;
`;

const Muted = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
`;

/** Coupons to exchange for coupon coins; each says what it costs and why it cannot be taken. */
export function ExchangeList({ items, coins, exchangingId = 0, onExchange }: ExchangeListProps) {
  const { t } = useTranslation();
  if (!items.length) return <Empty description={t('iotServices.coupon.empty')} />;
  return (
    <List aria-label={t('iotServices.coupon.list')}>
      {items.map((item) => {
        const reason =
          item.stock <= 0
            ? t('iotServices.coupon.outOfStock')
            : coins < item.coin
              ? t('iotServices.coupon.notEnough')
              : '';
        return (
          <Card key={item.id}>
            <Value>¥{item.value}</Value>
            <Text>
              <span>{item.name}</span>
              <Muted>
                {item.minSpend > 0
                  ? t('iotServices.coupon.minSpend', { amount: item.minSpend })
                  : t('iotServices.coupon.noMinimum')}
              </Muted>
              <Muted>{t('iotServices.coupon.cost', { count: item.coin })}</Muted>
              {reason && <Muted>{reason}</Muted>}
            </Text>
            <Button
              size="small"
              round
              variant="primary"
              disabled={!!reason || (!!exchangingId && exchangingId !== item.id)}
              loading={exchangingId === item.id}
              aria-label={`${t('iotServices.coupon.exchange')} ${item.name}`}
              onClick={() => onExchange(item)}
            >
              {t('iotServices.coupon.exchange')}
            </Button>
          </Card>
        );
      })}
    </List>
  );
}
