import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PointsGoods, SimAddress, StorePoint } from '@/domain/points';
import { Button } from '../../ui/Button';
import { Cell } from '../../ui/Cell';
import { CellGroup } from '../../ui/CellGroup';
import { PointsCost } from './PointsCost';
import { Thumb } from '../../ui/Thumb';
import { theme } from '@/theme';

/** Why an order cannot be placed yet, or null when it can. */
export type CheckoutBlock = 'noAddress' | 'noStore' | 'notEnoughPoints' | 'soldOut' | null;

/** The first reason an order cannot be placed (the user sees it under the button). */
export function checkoutBlock(input: {
  goods: Pick<PointsGoods, 'deliveryType' | 'integral' | 'stock'>;
  quantity: number;
  integral: number;
  address: SimAddress | null;
  store: StorePoint | null;
}): CheckoutBlock {
  if (input.goods.stock < input.quantity) return 'soldOut';
  if (input.goods.deliveryType === 1 && !input.address) return 'noAddress';
  if (input.goods.deliveryType === 2 && !input.store) return 'noStore';
  if (input.integral < input.goods.integral * input.quantity) return 'notEnoughPoints';
  return null;
}

/** Most of one product per order, as the server allows. */
export const MAX_QUANTITY = 10;

export interface CheckoutPanelProps {
  /** The product being ordered. */
  goods: PointsGoods;
  /** Quantity (1 to 10, and no more than the stock). */
  quantity: number;
  /** Points of the card. */
  integral: number;
  /** The delivery address (shipped products). */
  address: SimAddress | null;
  /** The pick-up point (pick-up products). */
  store: StorePoint | null;
  /** Turns an image path into an address; identity by default. */
  resolveImage?: (path: string) => string;
  /** Placing the order is running: the button ignores taps. */
  submitting?: boolean;
  /** Called with the new quantity. */
  onQuantity: (quantity: number) => void;
  /** Opens the address book to choose or add an address. */
  onPickAddress: () => void;
  /** Opens the pick-up points. */
  onPickStore: () => void;
  /** Places the order. */
  onSubmit: () => void;
}

const Goods = styled.section`
  display: flex;
  gap: ${theme.space.md};
  margin: ${theme.space.md} 0;
  padding: ${theme.space.md} ${theme.space.lg};
  background: ${theme.colors.surface};
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
  flex: 1;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.regular};
  word-break: break-word;
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Step = styled.button`
  width: ${theme.sizes.tapTarget};
  height: ${theme.sizes.tapTarget};
  border: 1px solid ${theme.colors.divider};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.lg};

  &:disabled {
    color: ${theme.colors.decorative};
  }
`;

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.md} ${theme.space.lg};
  padding-bottom: calc(${theme.space.md} + env(safe-area-inset-bottom));
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
`;

const Total = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.xs};
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

const Reason = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.danger};
`;

/** Order confirmation: product, quantity, where it goes, the total and the place-order button. */
export function CheckoutPanel({
  goods,
  quantity,
  integral,
  address,
  store,
  resolveImage = (path) => path,
  submitting = false,
  onQuantity,
  onPickAddress,
  onPickStore,
  onSubmit,
}: CheckoutPanelProps) {
  const { t } = useTranslation();
  const max = Math.max(1, Math.min(MAX_QUANTITY, goods.stock));
  const block = checkoutBlock({ goods, quantity, integral, address, store });
  const money = Math.round(goods.money * quantity * 100) / 100;
  return (
    <>
      <Goods aria-label={goods.name}>
        <Thumb src={resolveImage(goods.image)} size="5rem" />
        <Info>
          <Name>{goods.name}</Name>
          <PointsCost integral={goods.integral} money={goods.money} />
          <Stepper role="group" aria-label={t('iotServices.checkout.quantity')}>
            <Step
              type="button"
              aria-label={t('iotServices.checkout.less')}
              disabled={quantity <= 1}
              onClick={() => onQuantity(Math.max(1, quantity - 1))}
            >
              −
            </Step>
            <span aria-live="polite">{quantity}</span>
            <Step
              type="button"
              aria-label={t('iotServices.checkout.more')}
              disabled={quantity >= max}
              onClick={() => onQuantity(Math.min(max, quantity + 1))}
            >
              +
            </Step>
          </Stepper>
        </Info>
      </Goods>
      <CellGroup title={t('iotServices.checkout.delivery')}>
        {goods.deliveryType === 1 && (
          <Cell
            title={
              address
                ? `${address.name} ${address.mobile}`
                : t('iotServices.checkout.chooseAddress')
            }
            label={
              address
                ? `${address.province} ${address.city} ${address.county} ${address.detail}`
                : undefined
            }
            isLink
            onClick={onPickAddress}
          />
        )}
        {goods.deliveryType === 2 && (
          <Cell
            title={store ? store.name : t('iotServices.checkout.chooseStore')}
            label={store ? store.address : undefined}
            isLink
            onClick={onPickStore}
          />
        )}
        {goods.deliveryType === 3 && (
          <Cell title={t('iotServices.checkout.virtual')} border={false} />
        )}
      </CellGroup>
      <CellGroup>
        <Cell title={t('iotServices.checkout.myPoints')} value={String(integral)} />
      </CellGroup>
      <Bar>
        <Total>
          {t('iotServices.checkout.total')}
          <PointsCost integral={goods.integral * quantity} money={money} large />
        </Total>
        {block && <Reason role="alert">{t(`iotServices.checkout.block.${block}`)}</Reason>}
        <Button
          variant="primary"
          size="large"
          block
          round
          loading={submitting}
          disabled={block !== null}
          onClick={onSubmit}
        >
          {t('iotServices.checkout.submit')}
        </Button>
      </Bar>
    </>
  );
}
