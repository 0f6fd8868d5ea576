import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Price } from '@/components/ui/Price';
import { Tag } from '@/components/ui/Tag';
import type { ShopOrder } from '@/domain/order';
import { Card, Muted, Row } from './parts';
import { theme } from '@/theme';

export interface OrderCardProps {
  /** The order. */
  order: ShopOrder;
  /** Status label, already translated (from the order status dictionary). */
  statusLabel: string;
  /** Tag colour of the status. */
  statusType: 'default' | 'primary' | 'success' | 'warning' | 'danger';
  /** Created time, already formatted. */
  createdText: string;
  /** Called to pay an unpaid order. */
  onPay: (order: ShopOrder) => void;
  /** Called to follow a shipped order. */
  onLogistics: (order: ShopOrder) => void;
  /** Called to upload ID documents again. */
  onResetCert?: (order: ShopOrder) => void;
}

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.xs};
`;

const Name = styled.h3`
  margin: 0 0 ${theme.space.xxs};
  font-size: ${theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.sm};
`;

/** One shop order with what can be done with it now. */
export function OrderCard({
  order,
  statusLabel,
  statusType,
  createdText,
  onPay,
  onLogistics,
  onResetCert,
}: OrderCardProps) {
  const { t } = useTranslation();
  return (
    <Card aria-label={t('shop.orders.orderLabel', { sn: order.orderSn })}>
      <Head>
        <Muted>{t('shop.orders.sn', { sn: order.orderSn })}</Muted>
        <Tag type={statusType}>{statusLabel}</Tag>
      </Head>
      <Name>{order.goodsName}</Name>
      {order.mobile && <Muted>{t('shop.orders.number', { mobile: order.mobile })}</Muted>}
      <Muted>{order.address}</Muted>
      <Row>
        <Muted>{createdText}</Muted>
        <Price amount={order.payMoney} size="sm" />
      </Row>
      <Actions>
        {onResetCert && (order.status === 0 || order.status === 1 || order.status === 2) && (
          <Button size="small" round onClick={() => onResetCert(order)}>
            {t('shop.orders.resetCert')}
          </Button>
        )}
        {order.expressNo && (
          <Button size="small" round onClick={() => onLogistics(order)}>
            {t('shop.orders.logistics')}
          </Button>
        )}
        {order.status === 0 && (
          <Button size="small" round variant="primary" onClick={() => onPay(order)}>
            {t('shop.orders.pay')}
          </Button>
        )}
      </Actions>
    </Card>
  );
}
