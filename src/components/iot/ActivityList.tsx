import { formatAmount } from '@/lib/money';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { CouponActivity } from '@/domain/iot';
import { Button } from '@/components/ui/Button';
import { Empty } from '@/components/ui/Empty';
import { gapList } from '../ui/listRow';
import { raisedCardSurface } from '../ui/surfaces';
import { theme } from '@/theme';

export interface ActivityListProps {
  /** The recharge activities. */
  activities: readonly CouponActivity[];
  /** The user chose an activity to buy. */
  onBuy: (activity: CouponActivity) => void;
}

const List = styled.ul`
  ${gapList}
  padding: 0 ${theme.space.md};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  ${raisedCardSurface}
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: ${theme.space.xxs} 0 0;
    color: ${theme.colors.textSecondary};
    font-size: ${theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Value = styled.p`
  && {
    color: ${theme.colors.danger};
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.medium};
  }
`;

/** Recharge activities: what you pay, what you get and the coupons included. */
export function ActivityList({ activities, onBuy }: ActivityListProps) {
  const { t } = useTranslation();
  if (!activities.length) return <Empty description={t('iot.coupon.empty')} />;
  return (
    <List>
      {activities.map((activity) => (
        <Item key={activity.id}>
          <div>
            <h3>{activity.title}</h3>
            <Value>
              {t('iot.coupon.price', { price: formatAmount(activity.price) })} ·{' '}
              {t('iot.coupon.faceValue', { value: formatAmount(activity.faceValue) })}
            </Value>
            {activity.coupons.length ? (
              <p>
                {t('iot.coupon.includes', {
                  items: activity.coupons
                    .map((coupon) =>
                      t('iot.coupon.couponItem', { name: coupon.name, count: coupon.count }),
                    )
                    .join(', '),
                })}
              </p>
            ) : null}
            {activity.desc ? <p>{activity.desc}</p> : null}
          </div>
          <Button
            variant="primary"
            round
            size="small"
            aria-label={`${t('iot.coupon.buy')} ${activity.title}`}
            onClick={() => onBuy(activity)}
          >
            {t('iot.coupon.buy')}
          </Button>
        </Item>
      ))}
    </List>
  );
}
