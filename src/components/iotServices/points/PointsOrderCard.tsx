import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PointsOrder } from '@/domain/points';
import { formatDateTime, parseServerDate } from '@/lib/dateTime';
import { Tag, type TagProps } from '../../ui/Tag';
import { PointsCost } from './PointsCost';
import { Thumb } from '../../ui/Thumb';
import { blockButton } from '../../ui/buttonReset';
import { theme } from '@/theme';

export interface PointsOrderCardProps {
  /** The order. */
  order: PointsOrder;
  /** Turns an image path into an address (domain prefixing); identity by default. */
  resolveImage?: (path: string) => string;
  /** Opens the order's details. */
  onOpen: () => void;
  /** Cancels an unpaid order (points come back); shown only for unpaid orders. */
  onCancel?: () => void;
  /** Pays the cash part of an unpaid order; shown only for unpaid orders. */
  onPay?: () => void;
}

const STATUS_TAG: Record<number, TagProps['type']> = {
  0: 'warning',
  1: 'primary',
  2: 'primary',
  3: 'success',
  4: 'default',
};

const Card = styled.article`
  margin: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
  border-bottom: 1px solid ${theme.colors.border};
  word-break: break-all;
`;

const Body = styled.button`
  display: flex;
  gap: ${theme.space.md};
  ${blockButton}
`;

const Info = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
`;

const Name = styled.span`
  font-size: ${theme.fontSizes.md};
  word-break: break-word;
`;

const Muted = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  padding: 0 ${theme.space.md} ${theme.space.md};
`;

const Action = styled.button<{ $primary?: boolean }>`
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.md};
  border: 1px solid ${({ $primary }) => ($primary ? theme.colors.brand : theme.colors.divider)};
  border-radius: ${theme.radii.round};
  background: ${({ $primary }) => ($primary ? theme.colors.brand : theme.colors.surface)};
  color: ${({ $primary }) => ($primary ? theme.colors.onBrand : theme.colors.text)};
  font-size: ${theme.fontSizes.sm};
`;

/** One points order in the list: status, product, cost, and cancel or pay while unpaid. */
export function PointsOrderCard({
  order,
  resolveImage = (path) => path,
  onOpen,
  onCancel,
  onPay,
}: PointsOrderCardProps) {
  const { t } = useTranslation();
  const created = parseServerDate(order.createdAt);
  const unpaid = order.status === 0;
  return (
    <Card aria-label={t('iotServices.orders.orderLabel', { sn: order.orderSn })}>
      <Head>
        <span>{t('iotServices.orders.sn', { sn: order.orderSn })}</span>
        <Tag type={STATUS_TAG[order.status] ?? 'default'}>
          {t(`iotServices.orders.status.${order.status}`, {
            defaultValue: t('common.unknown'),
          })}
        </Tag>
      </Head>
      <Body type="button" onClick={onOpen}>
        <Thumb src={resolveImage(order.goodsImage)} size="4rem" />
        <Info>
          <Name>{order.goodsName}</Name>
          <Muted>{t('iotServices.orders.quantity', { count: order.quantity })}</Muted>
          <PointsCost integral={order.integral} money={order.money} />
          {created && <Muted>{formatDateTime(created)}</Muted>}
        </Info>
      </Body>
      {unpaid && (onCancel || onPay) && (
        <Actions>
          {onCancel && (
            <Action type="button" onClick={onCancel}>
              {t('iotServices.orders.cancel')}
            </Action>
          )}
          {onPay && (
            <Action type="button" $primary onClick={onPay}>
              {t('iotServices.orders.pay')}
            </Action>
          )}
        </Actions>
      )}
    </Card>
  );
}
